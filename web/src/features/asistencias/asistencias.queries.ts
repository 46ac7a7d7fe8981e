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
import {
  alumnosDelDispositivo,
  conMarcasAlumnos,
  conMarcasProfesores,
  conRespaldo,
  pendientesDeSesion,
  profesoresDelDispositivo,
  sesionDelDispositivo,
} from '@/lib/dispositivo/desde-dispositivo';
import { guardarMarca } from '@/lib/dispositivo/sincronizador';

const asistenciasKeys = {
  all: ['asistencias'] as const,
  alumnos: (sesionId: number) => [...asistenciasKeys.all, 'sesion', sesionId] as const,
  profesores: (sesionId: number) => [...asistenciasKeys.all, 'profesores', sesionId] as const,
  // The session itself: a change to it (MUESTRAN.sesiones) also refreshes this page.
  sesion: (sesionId: number) => ['sesiones', 'detail', sesionId] as const,
};

// With no connection these read the device store (issue 28): `networkMode: 'always'` runs them offline.
export const useSesion = (id: number | null) =>
  useQuery({
    queryKey: asistenciasKeys.sesion(id ?? 0),
    queryFn: () =>
      conRespaldo(
        () => api(sesionesEndpoints.get, { params: { id: id! } }),
        () => sesionDelDispositivo(id!),
      ),
    enabled: id !== null,
    networkMode: 'always',
  });

export const useAsistenciasSesion = (id: number | null, fecha: string | undefined) =>
  useQuery({
    queryKey: asistenciasKeys.alumnos(id ?? 0),
    queryFn: async () =>
      conMarcasAlumnos(
        id!,
        await conRespaldo(
          () => api(asistenciasEndpoints.deSesion, { params: { id: id! }, query: { fecha } }),
          () => alumnosDelDispositivo(id!),
        ),
      ),
    enabled: id !== null,
    networkMode: 'always',
  });

export const useAsistenciasProfesores = (id: number | null) =>
  useQuery({
    queryKey: asistenciasKeys.profesores(id ?? 0),
    queryFn: async () =>
      conMarcasProfesores(
        id!,
        await conRespaldo(
          () => api(asistenciasEndpoints.profesoresDeSesion, { params: { id: id! } }),
          () => profesoresDelDispositivo(id!),
        ),
      ),
    enabled: id !== null,
    networkMode: 'always',
  });

/** The marks of a session still on the device (`a{alumnoId}`, `p{profesorId}`). */
export const usePendientesSesion = (id: number | null) =>
  useQuery({
    queryKey: [...asistenciasKeys.all, 'pendientes', id ?? 0],
    queryFn: () => pendientesDeSesion(id!),
    enabled: id !== null,
    networkMode: 'always',
  });

/**
 * With no connection a mark is kept on the device (sent when the connection comes back) and shown at
 * once; `false` when there is a connection (the caller saves it online).
 */
export function useMarcarSinConexion() {
  const qc = useQueryClient();
  return async (marca: Parameters<typeof guardarMarca>[0]) => {
    if (navigator.onLine) return false;
    await guardarMarca(marca);
    await qc.invalidateQueries({ queryKey: asistenciasKeys.all });
    return true;
  };
}

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
