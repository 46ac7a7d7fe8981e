import { inscripcionesEndpoints } from '@escuela/shared/inscripciones/inscripciones.endpoints';
import {
  mensajesInscripcion as textos,
  type ListarInscripcionesInput,
} from '@escuela/shared/inscripciones/inscripciones.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const inscripcionesKeys = {
  all: ['inscripciones'] as const satisfies [Recurso],
  list: (filtros: ListarInscripcionesInput) => [...inscripcionesKeys.all, 'list', filtros] as const,
  pendientes: () => [...inscripcionesKeys.all, 'pendientes'] as const,
};
/** A decision creates, links or moves a student: every list that shows students goes stale. */
const DECISION = [
  'inscripciones',
  'alumnos',
  'grupos',
  'sesiones',
  'dashboard',
  'asistencias',
] as const satisfies readonly Recurso[];

export const useInscripciones = (filtros: ListarInscripcionesInput) =>
  useQuery({
    queryKey: inscripcionesKeys.list(filtros),
    queryFn: () => api(inscripcionesEndpoints.list, { query: filtros }),
    placeholderData: keepPreviousData,
  });

/** The staff menu's count next to 'Inscripciones nuevas' (a `contador` of the route table). */
export function useContadorInscripciones() {
  const { data } = useQuery({
    queryKey: inscripcionesKeys.pendientes(),
    queryFn: () => api(inscripcionesEndpoints.pendientes),
  });
  const total = data?.total ?? 0;
  return {
    valor: total,
    descripcion: total === 1 ? '1 inscripción pendiente' : `${total} inscripciones pendientes`,
  };
}

export const useAprobarInscripcion = () =>
  useMutacion({
    mutationFn: (id: number) => api(inscripcionesEndpoints.aprobar, { params: { id } }),
    invalida: DECISION,
    exito: (r) => r.message,
    error: textos.errorGuardar,
  });

export const useFusionarInscripcion = () =>
  useMutacion({
    mutationFn: ({ id, alumnoId, cambiarGrupo }: { id: number; alumnoId: number; cambiarGrupo: boolean }) =>
      api(inscripcionesEndpoints.fusionar, { params: { id }, body: { alumnoId, cambiarGrupo } }),
    invalida: DECISION,
    exito: (r) => r.message,
    error: textos.errorGuardar,
  });

export const useRechazarInscripcion = () =>
  useMutacion({
    mutationFn: ({ id, mensaje }: { id: number; mensaje: string }) =>
      api(inscripcionesEndpoints.rechazar, { params: { id }, body: { mensaje } }),
    invalida: ['inscripciones'],
    exito: (r) => r.message,
    error: null,
  });
