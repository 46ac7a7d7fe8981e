import { dashboardEndpoints } from '@escuela/shared/dashboard/dashboard.endpoints';
import { profesoresEndpoints } from '@escuela/shared/profesores/profesores.endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { TEACHER_STALE_TIME } from '@/lib/query-client';

const dashboardKeys = {
  all: ['dashboard'] as const satisfies [Recurso],
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  asistencia: () => [...dashboardKeys.all, 'asistencia-semanal'] as const,
  ultimasActualizadas: () => [...dashboardKeys.all, 'ultimas-actualizadas'] as const,
  profesor: (email: string) => [...dashboardKeys.all, 'profesor', email] as const,
  proximas: (profesorId: number) => [...dashboardKeys.all, 'proximas', profesorId] as const,
  obsSesiones: (profesorId: number) => [...dashboardKeys.all, 'obs-sesiones', profesorId] as const,
  obsAlumnos: () => [...dashboardKeys.all, 'obs-alumnos'] as const,
};

export const useStats = () =>
  useQuery({ queryKey: dashboardKeys.stats(), queryFn: () => api(dashboardEndpoints.stats) });

export const useAsistenciaSemanal = () =>
  useQuery({
    queryKey: dashboardKeys.asistencia(),
    queryFn: () => api(dashboardEndpoints.asistenciaSemanal),
  });

export const useUltimasActualizadas = (enabled = true) =>
  useQuery({
    queryKey: dashboardKeys.ultimasActualizadas(),
    queryFn: () => api(dashboardEndpoints.ultimasActualizadas, { query: { limit: 5 } }),
    enabled,
  });

/** The teacher dashboard's chain (spec §7): own teacher id by e-mail, then the three lists. */
export const useProfesorPorEmail = (email: string | undefined) =>
  useQuery({
    queryKey: dashboardKeys.profesor(email ?? ''),
    queryFn: () => api(profesoresEndpoints.byEmail, { query: { email: email! } }),
    enabled: Boolean(email),
    staleTime: TEACHER_STALE_TIME,
  });

export const useProximasSesiones = (profesorId: number | undefined) =>
  useQuery({
    queryKey: dashboardKeys.proximas(profesorId ?? 0),
    queryFn: () => api(dashboardEndpoints.proximasSesiones, { query: { profesorId, limit: 3 } }),
    enabled: profesorId !== undefined,
    staleTime: TEACHER_STALE_TIME,
  });

export const useObservacionesSesiones = (profesorId: number | undefined) =>
  useQuery({
    queryKey: dashboardKeys.obsSesiones(profesorId ?? 0),
    queryFn: () => api(dashboardEndpoints.observacionesSesiones, { query: { profesorId, limit: 5 } }),
    enabled: profesorId !== undefined,
    staleTime: TEACHER_STALE_TIME,
  });

export const useObservacionesAlumnos = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.obsAlumnos(),
    queryFn: () => api(dashboardEndpoints.observacionesRecientes, { query: { limit: 5 } }),
    enabled,
    staleTime: TEACHER_STALE_TIME,
  });
