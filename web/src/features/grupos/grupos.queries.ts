import { gruposEndpoints } from '@escuela/shared/grupos/grupos.endpoints';
import type { GuardarGrupo } from '@escuela/shared/grupos/grupos.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { TEACHER_STALE_TIME } from '@/lib/query-client';

export interface FiltrosGrupos {
  colegioId?: number;
  profesorId?: number;
}

export const gruposKeys = {
  all: ['grupos'] as const,
  list: (filtros: FiltrosGrupos) => [...gruposKeys.all, 'list', filtros] as const,
  niveles: ['niveles'] as const,
};

export const useGrupos = (filtros: FiltrosGrupos, esProfesor = false) =>
  useQuery({
    queryKey: gruposKeys.list(filtros),
    queryFn: () => api(gruposEndpoints.list, { query: filtros }),
    placeholderData: (prev) => prev,
    // Teacher data is fresh for 30 s (spec §9).
    ...(esProfesor ? { staleTime: TEACHER_STALE_TIME } : {}),
  });

export const useNiveles = (enabled = true) =>
  useQuery({ queryKey: gruposKeys.niveles, queryFn: () => api(gruposEndpoints.niveles), enabled });

export function useGuardarGrupo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarGrupo }) =>
      id
        ? api(gruposEndpoints.update, { params: { id }, body: datos })
        : api(gruposEndpoints.create, { body: datos }),
    onSuccess: () => qc.invalidateQueries({ queryKey: gruposKeys.all }),
  });
}

export function useEliminarGrupo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(gruposEndpoints.remove, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: gruposKeys.all }),
  });
}
