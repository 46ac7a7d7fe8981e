import { colegiosEndpoints } from '@escuela/shared/colegios/colegios.endpoints';
import { distanciasEndpoints } from '@escuela/shared/distancias/distancias.endpoints';
import { mensajesDistancia, type CrearDistancia } from '@escuela/shared/distancias/distancias.schemas';
import { profesoresEndpoints } from '@escuela/shared/profesores/profesores.endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const distanciasKeys = {
  all: ['distancias'] as const,
  list: () => [...distanciasKeys.all, 'list'] as const,
};

export const useDistancias = () =>
  useQuery({ queryKey: distanciasKeys.list(), queryFn: () => api(distanciasEndpoints.list) });

/** The dialog's options: every teacher (with address) and school (with address). */
export const useProfesoresDistancia = () =>
  useQuery({
    queryKey: ['profesores', 'distancias'],
    queryFn: () => api(profesoresEndpoints.list, { query: {} }),
  });
export const useColegiosDistancia = () =>
  useQuery({ queryKey: ['colegios', 'distancias'], queryFn: () => api(colegiosEndpoints.list) });

export const useCrearDistancia = () =>
  useMutacion({
    mutationFn: (datos: CrearDistancia) => api(distanciasEndpoints.create, { body: datos }),
    invalida: MUESTRAN.distancias,
    exito: mensajesDistancia.creada,
    error: mensajesDistancia.errorCrear,
  });

/** Only the kilometres change (the strict body refuses the rest). */
export const useActualizarDistancia = () =>
  useMutacion({
    mutationFn: ({ id, kilometros }: { id: number; kilometros: number }) =>
      api(distanciasEndpoints.update, { params: { id }, body: { kilometros } }),
    invalida: MUESTRAN.distancias,
    exito: mensajesDistancia.actualizada,
    error: mensajesDistancia.errorActualizar,
  });

export const useEliminarDistancia = () =>
  useMutacion({
    mutationFn: (id: number) => api(distanciasEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.distancias,
    exito: mensajesDistancia.eliminada,
    error: mensajesDistancia.errorEliminar,
  });
