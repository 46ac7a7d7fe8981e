/** The office's school-year renewal (decision 052): the renewals with their counts, and its actions. */
import { renovacionesEndpoints } from '@escuela/shared/renovaciones/renovaciones.endpoints';
import type { AbrirRenovacion } from '@escuela/shared/renovaciones/renovaciones.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const renovacionesKeys = {
  all: ['renovaciones'] as const satisfies [Recurso],
  list: () => [...renovacionesKeys.all, 'list'] as const,
};

export const useRenovaciones = () =>
  useQuery({ queryKey: renovacionesKeys.list(), queryFn: () => api(renovacionesEndpoints.list) });

export const useAbrirRenovacion = () =>
  useMutacion({
    mutationFn: (body: AbrirRenovacion) => api(renovacionesEndpoints.abrir, { body }),
    invalida: ['renovaciones'],
    exito: 'Renovación abierta: las familias han recibido un correo',
    error: 'No se pudo abrir la renovación',
  });

export const useRecordatorioRenovacion = () =>
  useMutacion({
    mutationFn: (id: number) => api(renovacionesEndpoints.recordatorio, { params: { id } }),
    invalida: ['renovaciones'],
    exito: (r) => r.message,
    error: 'No se pudo enviar el recordatorio',
  });

/** The year-end transition changes students, groups (counts, waiting lists) and the dashboards. */
export const useCerrarRenovacion = () =>
  useMutacion({
    mutationFn: (id: number) => api(renovacionesEndpoints.cerrar, { params: { id } }),
    invalida: ['renovaciones', 'alumnos', 'grupos', 'sesiones', 'dashboard', 'asistencias', 'padres'],
    exito: (r) => r.message,
    error: 'No se pudo cerrar el curso',
  });
