import {
  materialesEndpoints,
  materialesPeriodoEndpoints,
} from '@escuela/shared/materiales/materiales.endpoints';
import {
  mensajesMaterial,
  mensajesPeriodo,
  type GuardarMaterial,
  type ListarPeriodos,
} from '@escuela/shared/materiales/materiales.schemas';
import type { RangoFechas } from '@escuela/shared/materiales/rango';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN, type Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const materialesKeys = {
  all: ['materiales'] as const satisfies [Recurso],
  list: () => [...materialesKeys.all, 'list'] as const,
};

const periodosKeys = {
  all: ['materiales-periodo'] as const satisfies [Recurso],
  list: (filtros: ListarPeriodos) => [...periodosKeys.all, 'list', filtros] as const,
};

export const useMateriales = () =>
  useQuery({ queryKey: materialesKeys.list(), queryFn: () => api(materialesEndpoints.list) });

export const useGuardarMaterial = () =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarMaterial }) =>
      id
        ? api(materialesEndpoints.update, { params: { id }, body: datos })
        : api(materialesEndpoints.create, { body: datos }),
    invalida: MUESTRAN.materiales,
    exito: (_, { id }) => (id ? mensajesMaterial.actualizado : mensajesMaterial.creado),
    error: mensajesMaterial.errorGuardar,
  });

export const useEliminarMaterial = () =>
  useMutacion({
    mutationFn: (id: number) => api(materialesEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.materiales,
    exito: mensajesMaterial.eliminado,
    error: mensajesMaterial.errorGuardar,
  });

export const usePeriodos = (filtros: ListarPeriodos) =>
  useQuery({
    queryKey: periodosKeys.list(filtros),
    queryFn: () => api(materialesPeriodoEndpoints.list, { query: filtros }),
  });

export type CampoPeriodo = 'cantidadInicial' | 'cantidadUsada';

/** The inline edit: the quantity goes as the typed string (spec §7); the server checks it too. */
export const useActualizarPeriodo = () =>
  useMutacion({
    mutationFn: ({ id, campo, valor }: { id: number; campo: CampoPeriodo; valor: string }) =>
      api(materialesPeriodoEndpoints.update, {
        params: { id },
        body: campo === 'cantidadInicial' ? { cantidadInicial: valor } : { cantidadUsada: valor },
      }),
    invalida: MUESTRAN['materiales-periodo'],
    exito: mensajesPeriodo.actualizado,
    error: mensajesPeriodo.errorActualizar,
  });

export const useGenerarPeriodos = () =>
  useMutacion({
    mutationFn: (rango: RangoFechas) => api(materialesPeriodoEndpoints.generar, { body: rango }),
    invalida: MUESTRAN['materiales-periodo'],
    exito: (r) =>
      r.message === mensajesPeriodo.generados
        ? mensajesPeriodo.generados
        : { title: mensajesPeriodo.generados, description: r.message },
    error: mensajesPeriodo.errorGenerar,
  });
