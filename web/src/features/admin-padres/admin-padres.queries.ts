import { adminPadresEndpoints } from '@escuela/shared/admin-padres/admin-padres.endpoints';
import {
  mensajesAdminPadres as m,
  mensajePadresEliminados,
  type FiltroPadresAdminInput,
  type GuardarPadreAdmin,
} from '@escuela/shared/admin-padres/admin-padres.schemas';
import { padresEndpoints } from '@escuela/shared/padres/padres.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const adminPadresKeys = {
  all: ['padres', 'admin'] as const,
  list: (filtros: FiltroPadresAdminInput) => [...adminPadresKeys.all, 'list', filtros] as const,
};

/** A parent shows in this list only; deleting one clears their children's link (students list). */
const INVALIDA: readonly Recurso[] = ['padres'];
const INVALIDA_BORRADO: readonly Recurso[] = ['padres', 'alumnos'];

export const usePadresAdmin = (filtros: FiltroPadresAdminInput) =>
  useQuery({
    queryKey: adminPadresKeys.list(filtros),
    queryFn: () => api(adminPadresEndpoints.list, { query: filtros }),
    placeholderData: keepPreviousData,
  });

/** The schools of the filter and the dialog, under the schools' root so a renamed school refreshes. */
export const useColegiosOpciones = () =>
  useQuery({ queryKey: ['colegios', 'opciones'], queryFn: () => api(padresEndpoints.colegios) });

export const useGuardarPadre = (editando: boolean) =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarPadreAdmin }) =>
      id
        ? api(adminPadresEndpoints.update, { params: { id }, body: datos })
        : api(adminPadresEndpoints.create, { body: datos }),
    invalida: INVALIDA,
    exito: (res) => res.message,
    error: editando ? m.errorActualizar : m.errorCrear,
  });

export const useEliminarPadre = () =>
  useMutacion({
    mutationFn: (id: number) => api(adminPadresEndpoints.remove, { params: { id } }),
    invalida: INVALIDA_BORRADO,
    exito: (res) => res.message,
    error: m.errorEliminar,
  });

export const useEliminarPadres = () =>
  useMutacion({
    mutationFn: (ids: number[]) => api(adminPadresEndpoints.removeMany, { body: { ids } }),
    invalida: INVALIDA_BORRADO,
    exito: (res) => ({
      title: mensajePadresEliminados(res.eliminados),
      description: 'Sus alumnos se conservan, sin padre asignado.',
    }),
    error: m.errorEliminarVarios,
  });
