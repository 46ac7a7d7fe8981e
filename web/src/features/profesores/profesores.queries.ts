import { profesoresEndpoints } from '@escuela/shared/profesores/profesores.endpoints';
import type { GuardarProfesor } from '@escuela/shared/profesores/profesores.schemas';
import type { listarProfesoresQuery } from '@escuela/shared/profesores/profesores.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { MUESTRAN, type Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

export type FiltrosProfesores = z.input<typeof listarProfesoresQuery>;

const profesoresKeys = {
  all: ['profesores'] as const satisfies [Recurso],
  list: (filtros: FiltrosProfesores) => [...profesoresKeys.all, 'list', filtros] as const,
};

export const useProfesores = (filtros: FiltrosProfesores, enabled = true) =>
  useQuery({
    queryKey: profesoresKeys.list(filtros),
    queryFn: () => api(profesoresEndpoints.list, { query: filtros }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useGuardarProfesor = () =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarProfesor }) =>
      id
        ? api(profesoresEndpoints.update, { params: { id }, body: datos })
        : api(profesoresEndpoints.create, { body: datos }),
    invalida: MUESTRAN.profesores,
    exito: (_, { id }) => (id ? 'Profesor actualizado' : 'Profesor creado'),
  });

export const useEliminarProfesor = () =>
  useMutacion({
    mutationFn: (id: number) => api(profesoresEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.profesores,
    exito: 'Profesor eliminado',
    error: 'No se pudo eliminar el profesor',
  });
