import { profesoresEndpoints } from '@escuela/shared/profesores/profesores.endpoints';
import type { EstadoProfesor, GuardarProfesor } from '@escuela/shared/profesores/profesores.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const profesoresKeys = {
  all: ['profesores'] as const,
  list: (filtros: { search?: string; estado: EstadoProfesor }) =>
    [...profesoresKeys.all, 'list', filtros] as const,
};

export const useProfesores = (filtros: { search?: string; estado: EstadoProfesor }, enabled = true) =>
  useQuery({
    queryKey: profesoresKeys.list(filtros),
    queryFn: () => api(profesoresEndpoints.list, { query: filtros }),
    enabled,
    placeholderData: (prev) => prev,
  });

export function useGuardarProfesor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarProfesor }) =>
      id
        ? api(profesoresEndpoints.update, { params: { id }, body: datos })
        : api(profesoresEndpoints.create, { body: datos }),
    onSuccess: () => qc.invalidateQueries({ queryKey: profesoresKeys.all }),
  });
}

export function useEliminarProfesor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(profesoresEndpoints.remove, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: profesoresKeys.all }),
  });
}
