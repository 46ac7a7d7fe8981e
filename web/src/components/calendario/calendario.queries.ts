/** The signed-in family's or teacher's calendar feed link (issue 27). */
import { calendarioEndpoints } from '@escuela/shared/calendario/calendario.endpoints';
import { mensajesCalendario } from '@escuela/shared/calendario/calendario.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const enlaceKey = ['calendario', 'enlace'] as const satisfies [Recurso, string];

export const useEnlaceCalendario = () =>
  useQuery({ queryKey: enlaceKey, queryFn: () => api(calendarioEndpoints.enlace) });

/** Creates the first link, or a new one that ends the old. */
export function useRegenerarEnlace() {
  const qc = useQueryClient();
  return useMutacion({
    mutationFn: ({ primero: _ }: { primero: boolean }) => api(calendarioEndpoints.regenerar),
    onSuccess: (enlace) => qc.setQueryData(enlaceKey, enlace),
    invalida: [],
    exito: (_e, { primero }) => (primero ? mensajesCalendario.creado : mensajesCalendario.regenerado),
    error: mensajesCalendario.errorCargar,
  });
}
