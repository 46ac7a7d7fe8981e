import { asistenciasEndpoints } from '@escuela/shared/asistencias/asistencias.endpoints';
import {
  mensajesAsistencia,
  type AsistenciaConSalvaguarda,
  type GuardarAsistenciaInput,
} from '@escuela/shared/asistencias/asistencias.schemas';
import { plazasEndpoints } from '@escuela/shared/plazas/plazas.endpoints';
import { sesionesEndpoints } from '@escuela/shared/sesiones/sesiones.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const asistenciasKeys = {
  all: ['asistencias'] as const,
  alumnos: (sesionId: number) => [...asistenciasKeys.all, 'sesion', sesionId] as const,
  profesores: (sesionId: number) => [...asistenciasKeys.all, 'profesores', sesionId] as const,
  // The session itself: a change to it (MUESTRAN.sesiones) also refreshes this page.
  sesion: (sesionId: number) => ['sesiones', 'detail', sesionId] as const,
};

export const useSesion = (id: number | null) =>
  useQuery({
    queryKey: asistenciasKeys.sesion(id ?? 0),
    queryFn: () => api(sesionesEndpoints.get, { params: { id: id! } }),
    enabled: id !== null,
  });

export const useAsistenciasSesion = (id: number | null, fecha: string | undefined) =>
  useQuery({
    queryKey: asistenciasKeys.alumnos(id ?? 0),
    queryFn: () => api(asistenciasEndpoints.deSesion, { params: { id: id! }, query: { fecha } }),
    enabled: id !== null,
  });

export const useAsistenciasProfesores = (id: number | null) =>
  useQuery({
    queryKey: asistenciasKeys.profesores(id ?? 0),
    queryFn: () => api(asistenciasEndpoints.profesoresDeSesion, { params: { id: id! } }),
    enabled: id !== null,
  });

/** One student's mark; the row updates from the answer at once, then every list showing it refreshes. */
export const useGuardarAsistencia = () => {
  const qc = useQueryClient();
  return useMutacion({
    mutationFn: (datos: GuardarAsistenciaInput) => api(asistenciasEndpoints.guardar, { body: datos }),
    invalida: MUESTRAN.asistencias,
    error: mensajesAsistencia.errorActualizar,
    onSuccess: ({ asistencia }) =>
      // The answer is the mark alone: the row keeps its safeguarding summary.
      qc.setQueryData<AsistenciaConSalvaguarda[]>(asistenciasKeys.alumnos(asistencia.sesionId), (filas) =>
        filas?.map((f) => (f.alumnoId === asistencia.alumnoId ? { ...f, ...asistencia } : f)),
      ),
  });
};

export const useGuardarAsistenciaProfesor = (sesionId: number) =>
  useMutacion({
    mutationFn: (datos: { profesorId: number; asistio: boolean }) =>
      api(asistenciasEndpoints.guardarProfesor, { params: { id: sesionId }, body: datos }),
    invalida: MUESTRAN.asistencias,
    exito: (r) =>
      r.asistencia.asistio ? 'Asistencia del profesor registrada' : 'Ausencia del profesor registrada',
    error: mensajesAsistencia.errorProfesor,
  });

/** The session's trial pupils (issue 26): they come once, so they are not on the marks list. */
export const usePruebasSesion = (id: number | null) =>
  useQuery({
    queryKey: [...asistenciasKeys.alumnos(id ?? 0), 'pruebas'],
    queryFn: () => api(plazasEndpoints.pruebasSesion, { params: { id: id! } }),
    enabled: id !== null,
  });
