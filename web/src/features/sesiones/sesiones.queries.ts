import { ausenciasEndpoints } from '@escuela/shared/ausencias/ausencias.endpoints';
import { compararEs } from '@escuela/shared/common/texto-es';
import { sesionesEndpoints } from '@escuela/shared/sesiones/sesiones.endpoints';
import {
  mensajesSesion,
  type ActualizarSesion,
  type CrearSesion,
  type GenerarSesionesInput,
  type ListarSesionesInput,
} from '@escuela/shared/sesiones/sesiones.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN } from '@/lib/claves';
import { TEACHER_STALE_TIME } from '@/lib/query-client';
import { useMutacion } from '@/lib/use-mutacion';

const sesionesKeys = {
  all: ['sesiones'] as const,
  list: (filtros: ListarSesionesInput) => [...sesionesKeys.all, 'list', filtros] as const,
  actividades: (grupoId: number) => [...sesionesKeys.all, 'actividades-disponibles', grupoId] as const,
};

export const useSesiones = (filtros: ListarSesionesInput, esProfesor: boolean) =>
  useQuery({
    queryKey: sesionesKeys.list(filtros),
    queryFn: () => api(sesionesEndpoints.list, { query: filtros }),
    placeholderData: keepPreviousData,
    ...(esProfesor ? { staleTime: TEACHER_STALE_TIME } : {}),
  });

/** The families' absence notices of the sessions on screen (issue 27), under the sessions' root. */
export const useAusenciasDeSesiones = (ids: readonly number[]) => {
  const lista = [...ids].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: [...sesionesKeys.all, 'ausencias', lista] as const,
    queryFn: () => api(ausenciasEndpoints.deSesiones, { query: { sesiones: lista } }),
    enabled: ids.length > 0,
  });
};

/** The admin dialog's activities: within 2 levels of the group, the same level first. */
export const useActividadesDisponibles = (grupoId: number | null) =>
  useQuery({
    queryKey: sesionesKeys.actividades(grupoId ?? 0),
    queryFn: () => api(sesionesEndpoints.actividadesDisponibles, { query: { grupoId: grupoId! } }),
    enabled: grupoId !== null && grupoId > 0,
    select: (filas) => [...filas].sort((a, b) => a.distancia - b.distancia || compararEs(a.titulo, b.titulo)),
  });

export const useGuardarSesion = () =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: CrearSesion | ActualizarSesion }) =>
      id
        ? api(sesionesEndpoints.update, { params: { id }, body: datos })
        : api(sesionesEndpoints.create, { body: datos as CrearSesion }),
    invalida: MUESTRAN.sesiones,
    exito: (_, { id }) => (id ? mensajesSesion.actualizada : mensajesSesion.creada),
  });

export const useEliminarSesion = () =>
  useMutacion({
    mutationFn: (id: number) => api(sesionesEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.sesiones,
    exito: mensajesSesion.eliminada,
    error: mensajesSesion.errorEliminar,
  });

/** Generation: the result in a toast (the Toaster keeps it 5000 ms, spec §9) and in the dialog's result panel. */
export const useGenerarSesiones = () =>
  useMutacion({
    mutationFn: (datos: GenerarSesionesInput) => api(sesionesEndpoints.generar, { body: datos }),
    invalida: MUESTRAN.sesiones,
    exito: (r) => ({ title: 'Sesiones generadas', description: r.message }),
    error: mensajesSesion.errorGenerar,
  });
