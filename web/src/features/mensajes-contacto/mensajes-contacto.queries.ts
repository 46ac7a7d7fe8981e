import { mensajesContactoEndpoints } from '@escuela/shared/mensajes-contacto/mensajes-contacto.endpoints';
import {
  mensajesMensajesContacto as textos,
  type ListarMensajes,
} from '@escuela/shared/mensajes-contacto/mensajes-contacto.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

/** One root for the inbox and the menu's unread count: every change refreshes both. */
const RAIZ = ['mensajes-contacto'] as const satisfies readonly Recurso[];
const mensajesKeys = {
  all: ['mensajes-contacto'] as const satisfies [Recurso],
  list: (filtros: ListarMensajes) => [...mensajesKeys.all, 'list', filtros] as const,
  noLeidos: () => [...mensajesKeys.all, 'no-leidos'] as const,
};

export const useMensajesContacto = (filtros: ListarMensajes) =>
  useQuery({
    queryKey: mensajesKeys.list(filtros),
    queryFn: () => api(mensajesContactoEndpoints.list, { query: filtros }),
    placeholderData: keepPreviousData,
  });

/** The staff menu's count next to 'Mensajes de contacto' (a `contador` of the route table). */
export function useContadorNoLeidos() {
  const { data } = useQuery({
    queryKey: mensajesKeys.noLeidos(),
    queryFn: () => api(mensajesContactoEndpoints.noLeidos),
  });
  const total = data?.total ?? 0;
  return { valor: total, descripcion: total === 1 ? '1 mensaje sin leer' : `${total} mensajes sin leer` };
}

export const useMarcarLeido = () =>
  useMutacion({
    mutationFn: ({ id, leido }: { id: number; leido: boolean }) =>
      api(mensajesContactoEndpoints.marcarLeido, { params: { id }, body: { leido } }),
    invalida: RAIZ,
    error: textos.errorActualizar,
  });

export const useEliminarMensaje = () =>
  useMutacion({
    mutationFn: (id: number) => api(mensajesContactoEndpoints.remove, { params: { id } }),
    invalida: RAIZ,
    exito: textos.eliminado,
    error: textos.errorEliminar,
  });
