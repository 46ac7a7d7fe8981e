import { fusionesEndpoints } from '@escuela/shared/inscripciones/fusiones.endpoints';
import { mensajesFusion } from '@escuela/shared/inscripciones/fusiones.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN, type Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

/** The merges into a student (decision 040). */
export const useFusionesAlumno = (alumnoId: number | null) =>
  useQuery({
    queryKey: ['alumnos', 'fusiones', alumnoId ?? 0] as const satisfies readonly [Recurso, ...unknown[]],
    queryFn: () => api(fusionesEndpoints.historial, { params: { id: alumnoId! } }),
    enabled: alumnoId !== null,
  });

/** Folding a duplicate into a student moves attendance and enrolments: every list showing them goes stale. */
export const useFusionarAlumnos = () =>
  useMutacion({
    mutationFn: ({ id, duplicadoId }: { id: number; duplicadoId: number }) =>
      api(fusionesEndpoints.fusionar, { params: { id }, body: { duplicadoId } }),
    invalida: [...MUESTRAN.alumnos, 'inscripciones', 'padres'],
    exito: (r) => r.message,
    error: mensajesFusion.errorGuardar,
  });
