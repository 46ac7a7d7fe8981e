import { actividadesEndpoints } from '@escuela/shared/actividades/actividades.endpoints';
import {
  mensajesActividad,
  type GuardarActividad,
  type ResultadoImportacionActividades,
} from '@escuela/shared/actividades/actividades.schemas';
import { gruposEndpoints } from '@escuela/shared/grupos/grupos.endpoints';
import { materialesEndpoints } from '@escuela/shared/materiales/materiales.endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN, type Recurso } from '@/lib/claves';
import { subirArchivo } from '@/lib/subir';
import { useMutacion } from '@/lib/use-mutacion';

const actividadesKeys = {
  all: ['actividades'] as const satisfies [Recurso],
  list: () => [...actividadesKeys.all, 'list'] as const,
  /** The same keys the materials and groups screens cache these lists under. */
  materiales: ['materiales', 'list'] as const satisfies [Recurso, string],
  niveles: ['niveles'] as const satisfies [Recurso],
};

export const useActividades = () =>
  useQuery({ queryKey: actividadesKeys.list(), queryFn: () => api(actividadesEndpoints.list) });

export const useMaterialesOpciones = (enabled: boolean) =>
  useQuery({
    queryKey: actividadesKeys.materiales,
    queryFn: () => api(materialesEndpoints.list),
    enabled,
  });

export const useNivelesOpciones = (enabled: boolean) =>
  useQuery({ queryKey: actividadesKeys.niveles, queryFn: () => api(gruposEndpoints.niveles), enabled });

export const useGuardarActividad = () =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarActividad }) =>
      id
        ? api(actividadesEndpoints.update, { params: { id }, body: datos })
        : api(actividadesEndpoints.create, { body: datos }),
    invalida: MUESTRAN.actividades,
    exito: (_, { id }) => (id ? mensajesActividad.actualizada : mensajesActividad.creada),
    error: mensajesActividad.errorGuardar,
  });

export const useEliminarActividad = () =>
  useMutacion({
    mutationFn: (id: number) => api(actividadesEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.actividades,
    exito: mensajesActividad.eliminada,
    error: mensajesActividad.errorGuardar,
  });

/** The CSV import: upload progress to `alSubir`; the dialog shows the answer and the toasts. */
export const useImportarActividades = () =>
  useMutacion<ResultadoImportacionActividades, { archivo: File; alSubir: (porcentaje: number) => void }>({
    mutationFn: ({ archivo, alSubir }) => subirArchivo(actividadesEndpoints.importar, archivo, alSubir),
    invalida: MUESTRAN.actividades,
    exito: (r) =>
      r.errores?.length
        ? {
            title: 'Importación completada',
            description: `${r.message}. ${mensajesActividad.revisarConsola}`,
          }
        : { title: 'Importación completada', description: r.message },
    error: null,
  });
