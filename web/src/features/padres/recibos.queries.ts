/** The family's receipts and SEPA mandate (parents' portal, issue 24). */
import { portalCobrosEndpoints } from '@escuela/shared/cobros/cobros.endpoints';
import type { AceptarMandato } from '@escuela/shared/cobros/cobros.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const recibosKeys = {
  all: ['padres'] as const satisfies [Recurso],
  recibos: () => [...recibosKeys.all, 'recibos'] as const,
  mandato: () => [...recibosKeys.all, 'mandato'] as const,
};

export const useRecibosFamilia = () =>
  useQuery({ queryKey: recibosKeys.recibos(), queryFn: () => api(portalCobrosEndpoints.recibos) });

export const useMandatoFamilia = () =>
  useQuery({ queryKey: recibosKeys.mandato(), queryFn: () => api(portalCobrosEndpoints.mandato) });

export const useAceptarMandato = () =>
  useMutacion({
    mutationFn: (body: AceptarMandato) => api(portalCobrosEndpoints.aceptarMandato, { body }),
    invalida: ['padres'],
    exito: 'Mandato firmado',
    error: null,
  });
