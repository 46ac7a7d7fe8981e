import { cobrosEndpoints } from '@escuela/shared/cobros/cobros.endpoints';
import { mensajesCobros } from '@escuela/shared/cobros/cobros.schemas';
import type {
  Cobrado,
  CrearRemesa,
  DevolucionInput,
  FiltrosRecibos,
  GuardarAjustesCobrosInput,
  MandatoPapel,
} from '@escuela/shared/cobros/cobros.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const cobrosKeys = {
  all: ['cobros'] as const satisfies [Recurso],
  ajustes: () => [...cobrosKeys.all, 'ajustes'] as const,
  recibos: (f: FiltrosRecibos) => [...cobrosKeys.all, 'recibos', f] as const,
  recibo: (id: number) => [...cobrosKeys.all, 'recibo', id] as const,
  remesas: (page: number) => [...cobrosKeys.all, 'remesas', page] as const,
};
const CAMBIAN: Recurso[] = ['cobros'];

export const useAjustesCobros = () =>
  useQuery({ queryKey: cobrosKeys.ajustes(), queryFn: () => api(cobrosEndpoints.ajustes) });

export const useGuardarAjustesCobros = () =>
  useMutacion({
    mutationFn: (body: GuardarAjustesCobrosInput) => api(cobrosEndpoints.guardarAjustes, { body }),
    invalida: CAMBIAN,
    exito: 'Ajustes de cobros guardados',
    error: null,
  });

export const useRecibos = (f: FiltrosRecibos) =>
  useQuery({ queryKey: cobrosKeys.recibos(f), queryFn: () => api(cobrosEndpoints.recibos, { query: f }) });

export const useRecibo = (id: number | null) =>
  useQuery({
    queryKey: cobrosKeys.recibo(id ?? 0),
    queryFn: () => api(cobrosEndpoints.recibo, { params: { id: id! } }),
    enabled: id !== null,
  });

export const useGenerarRecibos = () =>
  useMutacion({
    mutationFn: (mes: string) => api(cobrosEndpoints.generar, { body: { mes } }),
    invalida: CAMBIAN,
    error: 'No se pudieron generar los recibos',
  });

export const useMarcarCobrado = () =>
  useMutacion({
    mutationFn: ({ id, ...body }: Cobrado & { id: number }) =>
      api(cobrosEndpoints.cobrado, { params: { id }, body }),
    invalida: CAMBIAN,
    exito: 'Recibo marcado como cobrado',
  });

export const useDevolucion = () =>
  useMutacion({
    mutationFn: ({ id, ...body }: DevolucionInput & { id: number }) =>
      api(cobrosEndpoints.devolucion, { params: { id }, body }),
    invalida: CAMBIAN,
    exito: 'Devolución registrada',
    error: null,
  });

export const useRemesas = (page = 1) =>
  useQuery({
    queryKey: cobrosKeys.remesas(page),
    queryFn: () => api(cobrosEndpoints.remesas, { query: { page } }),
  });

export const useCrearRemesa = () =>
  useMutacion({
    mutationFn: (body: CrearRemesa) => api(cobrosEndpoints.crearRemesa, { body }),
    invalida: CAMBIAN,
    error: null,
  });

/** A mandate the family signed on paper, recorded from one of its receipts. */
export const useMandatoPapel = () =>
  useMutacion({
    mutationFn: (body: MandatoPapel) => api(cobrosEndpoints.mandatoPapel, { body }),
    invalida: CAMBIAN,
    exito: mensajesCobros.mandatoPapel,
    error: null,
  });
