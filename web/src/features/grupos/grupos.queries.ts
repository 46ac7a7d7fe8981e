import { gruposEndpoints } from '@escuela/shared/grupos/grupos.endpoints';
import { plazasEndpoints } from '@escuela/shared/plazas/plazas.endpoints';
import type { GuardarGrupo, listarGruposQuery } from '@escuela/shared/grupos/grupos.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { MUESTRAN, type Recurso } from '@/lib/claves';
import { TEACHER_STALE_TIME } from '@/lib/query-client';
import { useMutacion } from '@/lib/use-mutacion';

export type FiltrosGrupos = z.input<typeof listarGruposQuery>;

const gruposKeys = {
  all: ['grupos'] as const satisfies [Recurso],
  list: (filtros: FiltrosGrupos) => [...gruposKeys.all, 'list', filtros] as const,
  niveles: ['niveles'] as const satisfies [Recurso],
};

export const useGrupos = (filtros: FiltrosGrupos, esProfesor = false) =>
  useQuery({
    queryKey: gruposKeys.list(filtros),
    queryFn: () => api(gruposEndpoints.list, { query: filtros }),
    placeholderData: keepPreviousData,
    // Teacher data is fresh for 30 s (spec §9).
    ...(esProfesor ? { staleTime: TEACHER_STALE_TIME } : {}),
  });

export const useNiveles = (enabled = true) =>
  useQuery({ queryKey: gruposKeys.niveles, queryFn: () => api(gruposEndpoints.niveles), enabled });

export const useGuardarGrupo = () =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarGrupo }) =>
      id
        ? api(gruposEndpoints.update, { params: { id }, body: datos })
        : api(gruposEndpoints.create, { body: datos }),
    invalida: MUESTRAN.grupos,
    exito: (_, { id }) => (id ? 'Grupo actualizado' : 'Grupo creado'),
    error: 'Error al guardar el grupo',
  });

export const useEliminarGrupo = () =>
  useMutacion({
    mutationFn: (id: number) => api(gruposEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.grupos,
    exito: 'Grupo eliminado',
    error: 'Error al eliminar el grupo',
  });

/** A group's waiting list (decision 047): under the groups' root, so any change to groups refreshes it. */
export const useListaEspera = (grupoId: number | null) =>
  useQuery({
    queryKey: [...gruposKeys.all, 'lista-espera', grupoId] as const,
    queryFn: () => api(plazasEndpoints.listaEspera, { params: { id: grupoId! } }),
    enabled: grupoId !== null,
  });

const MUESTRAN_LISTA: Recurso[] = ['grupos', 'alumnos', 'dashboard'];

export const useMoverEnLista = () =>
  useMutacion({
    mutationFn: ({ id, posicion }: { id: number; posicion: number }) =>
      api(plazasEndpoints.mover, { params: { id }, body: { posicion } }),
    invalida: MUESTRAN_LISTA,
    exito: (r) => r.message,
    error: 'No se pudo cambiar el orden de la lista',
  });

export const useOfrecerPlaza = () =>
  useMutacion({
    mutationFn: (id: number) => api(plazasEndpoints.ofrecer, { params: { id } }),
    invalida: MUESTRAN_LISTA,
    exito: (r) => r.message,
    error: 'No se pudo ofrecer la plaza',
  });

export const useRetirarDeLista = () =>
  useMutacion({
    mutationFn: (id: number) => api(plazasEndpoints.retirar, { params: { id } }),
    invalida: MUESTRAN_LISTA,
    exito: (r) => r.message,
    error: 'No se pudo retirar al alumno de la lista',
  });
