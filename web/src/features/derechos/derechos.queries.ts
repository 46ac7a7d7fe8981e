import { derechosEndpoints } from '@escuela/shared/derechos/derechos.endpoints';
import { mensajesDerechos, type FiltroRegistroAccesos } from '@escuela/shared/derechos/derechos.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const derechosKeys = {
  all: ['derechos'] as const satisfies [Recurso],
  accesos: (f: FiltroRegistroAccesos) => [...derechosKeys.all, 'accesos', f] as const,
  supresiones: () => [...derechosKeys.all, 'supresiones'] as const,
};

export const useRegistroAccesos = (filtros: FiltroRegistroAccesos) =>
  useQuery({
    queryKey: derechosKeys.accesos(filtros),
    queryFn: () => api(derechosEndpoints.registroAccesos, { query: filtros as never }),
    placeholderData: keepPreviousData,
  });

export const useSupresiones = () =>
  useQuery({ queryKey: derechosKeys.supresiones(), queryFn: () => api(derechosEndpoints.supresiones) });

export const useEjecutarSupresion = () =>
  useMutacion({
    mutationFn: (id: number) => api(derechosEndpoints.ejecutarSupresion, { params: { id } }),
    invalida: ['derechos', 'padres', 'alumnos', 'cobros'],
    exito: mensajesDerechos.supresionEjecutada,
  });

export const useAbrirSupresion = () =>
  useMutacion({
    mutationFn: (padreId: number) => api(derechosEndpoints.crearSupresion, { body: { padreId } }),
    invalida: ['derechos'],
    exito: 'Solicitud de supresión abierta',
  });
