import { colegiosEndpoints } from '@escuela/shared/colegios/colegios.endpoints';
import type { GuardarColegio } from '@escuela/shared/colegios/colegios.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const colegiosKeys = {
  all: ['colegios'] as const,
  list: () => [...colegiosKeys.all, 'list'] as const,
};

export const useColegios = () =>
  useQuery({ queryKey: colegiosKeys.list(), queryFn: () => api(colegiosEndpoints.list) });

export function useGuardarColegio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarColegio }) =>
      id
        ? api(colegiosEndpoints.update, { params: { id }, body: datos })
        : api(colegiosEndpoints.create, { body: datos }),
    onSuccess: () => qc.invalidateQueries({ queryKey: colegiosKeys.all }),
  });
}

export function useEliminarColegio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(colegiosEndpoints.remove, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: colegiosKeys.all }),
  });
}
