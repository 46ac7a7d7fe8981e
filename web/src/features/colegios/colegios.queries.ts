import { colegiosEndpoints } from '@escuela/shared/colegios/colegios.endpoints';
import type { GuardarColegio } from '@escuela/shared/colegios/colegios.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN, type Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const colegiosKeys = {
  all: ['colegios'] as const satisfies [Recurso],
  list: () => [...colegiosKeys.all, 'list'] as const,
};

export const useColegios = () =>
  useQuery({ queryKey: colegiosKeys.list(), queryFn: () => api(colegiosEndpoints.list) });

export const useGuardarColegio = () =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarColegio }) =>
      id
        ? api(colegiosEndpoints.update, { params: { id }, body: datos })
        : api(colegiosEndpoints.create, { body: datos }),
    invalida: MUESTRAN.colegios,
    exito: (_, { id }) => (id ? 'Colegio actualizado' : 'Colegio creado'),
  });

export const useEliminarColegio = () =>
  useMutacion({
    mutationFn: (id: number) => api(colegiosEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.colegios,
    exito: 'Colegio eliminado',
    error: 'No se pudo eliminar el colegio',
  });
