/** The family's notices and absence notices (issue 27), under the portal's root key ('padres'). */
import { ausenciasEndpoints } from '@escuela/shared/ausencias/ausencias.endpoints';
import { mensajesAusencia, type RegistrarAusenciaInput } from '@escuela/shared/ausencias/ausencias.schemas';
import { avisosEndpoints } from '@escuela/shared/avisos/avisos.endpoints';
import { mensajesAviso } from '@escuela/shared/avisos/avisos.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const avisosKey = ['padres', 'avisos'] as const satisfies [Recurso, string];
const proximasKey = ['padres', 'ausencias'] as const satisfies [Recurso, string];

export const useAvisosPadre = () =>
  useQuery({ queryKey: avisosKey, queryFn: () => api(avisosEndpoints.dePadre) });

/** The portal's count next to 'Avisos' (nothing while it is 0). */
export function useAvisosSinLeer(): number {
  const { data } = useAvisosPadre();
  return data?.filter((a) => !a.leido).length ?? 0;
}

export const useMarcarAvisoLeido = () =>
  useMutacion({
    mutationFn: (id: number) => api(avisosEndpoints.marcarLeido, { params: { id } }),
    invalida: ['padres'],
    error: mensajesAviso.errorCargar,
  });

export const useClasesProximas = () =>
  useQuery({ queryKey: proximasKey, queryFn: () => api(ausenciasEndpoints.proximas) });

/** The section shows the reason's field error itself. */
export const useAvisarFalta = () =>
  useMutacion({
    mutationFn: (body: RegistrarAusenciaInput) => api(ausenciasEndpoints.registrar, { body }),
    invalida: ['padres'],
    exito: mensajesAusencia.registrada,
    error: null,
  });
