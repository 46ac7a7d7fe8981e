/** The family's side of the school-year renewal (decision 052): its children's proposals and answers. */
import { renovacionesEndpoints } from '@escuela/shared/renovaciones/renovaciones.endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const renovacionKeys = {
  all: ['padres'] as const satisfies [Recurso],
  lista: () => [...renovacionKeys.all, 'renovaciones'] as const,
};

export const useRenovacionesFamilia = () =>
  useQuery({ queryKey: renovacionKeys.lista(), queryFn: () => api(renovacionesEndpoints.dePadre) });

export const useResponderRenovacion = () =>
  useMutacion({
    mutationFn: ({ id, continua }: { id: number; continua: boolean }) =>
      api(renovacionesEndpoints.responder, { params: { id }, body: { continua } }),
    invalida: ['padres'],
    exito: (r) => r.message,
    error: 'No se pudo guardar la respuesta',
  });
