/** Consents and safeguarding data in the parents' portal. */
import { consentimientosEndpoints } from '@escuela/shared/consentimientos/consentimientos.endpoints';
import type {
  GuardarConsentimientoInput,
  SalvaguardaInput,
} from '@escuela/shared/consentimientos/consentimientos.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useMutacion } from '@/lib/use-mutacion';

/** A family's consents and safeguarding data (decisions 043, 044), under the portal's root key. */
const claves = {
  delPadre: () => ['padres', 'consentimientos'] as const,
  salvaguardaHijo: (id: number) => ['padres', 'salvaguarda', id] as const,
};

export const useConsentimientosPadre = (activo = true) =>
  useQuery({
    queryKey: claves.delPadre(),
    queryFn: () => api(consentimientosEndpoints.delPadre),
    enabled: activo,
  });

export const useGuardarConsentimiento = () =>
  useMutacion({
    mutationFn: (body: GuardarConsentimientoInput) => api(consentimientosEndpoints.guardar, { body }),
    invalida: ['padres', 'alumnos'],
    exito: (r) => r.message,
    error: 'No se pudo guardar la decisión',
  });

export const useSalvaguardaHijo = (id: number | null) =>
  useQuery({
    queryKey: claves.salvaguardaHijo(id ?? 0),
    queryFn: () => api(consentimientosEndpoints.salvaguardaPadre, { params: { id: id! } }),
    enabled: id !== null,
  });

export const useGuardarSalvaguardaHijo = (id: number) =>
  useMutacion({
    mutationFn: (body: SalvaguardaInput) =>
      api(consentimientosEndpoints.guardarSalvaguardaPadre, { params: { id }, body }),
    invalida: ['padres', 'alumnos', 'asistencias'],
    exito: 'Datos de salud y recogida guardados',
    error: 'No se pudieron guardar los datos',
  });
