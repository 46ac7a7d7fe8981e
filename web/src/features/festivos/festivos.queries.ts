import { festivosEndpoints } from '@escuela/shared/festivos/festivos.endpoints';
import { mensajesFestivo, type CrearFestivoInput } from '@escuela/shared/festivos/festivos.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const festivosKeys = {
  all: ['festivos'] as const,
  list: (cursoEscolar: number) => [...festivosKeys.all, 'list', cursoEscolar] as const,
};

export const useFestivos = (cursoEscolar: number, enabled: boolean) =>
  useQuery({
    queryKey: festivosKeys.list(cursoEscolar),
    queryFn: () => api(festivosEndpoints.list, { query: { cursoEscolar } }),
    enabled,
  });

export const useCrearFestivo = () =>
  useMutacion({
    mutationFn: (datos: CrearFestivoInput) => api(festivosEndpoints.create, { body: datos }),
    invalida: MUESTRAN.festivos,
    exito: (r) => ({ title: mensajesFestivo.creado, description: r.message }),
    error: null,
  });

export const useEliminarFestivo = () =>
  useMutacion({
    mutationFn: (id: number) => api(festivosEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.festivos,
    exito: mensajesFestivo.eliminado,
  });
