import {
  mensajesError,
  mensajesMensajesContacto,
  type ListaMensajesContacto,
  type ListarMensajes,
  type RespuestaEliminarMensaje,
  type RespuestaMensajeContacto,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deleteMensaje, listMensajes, updateLeido } from './mensajes-contacto.repository';

/** A page past the last answers an empty list with the real totals (the screen then steps back). */
export async function listarMensajes(db: Db, query: ListarMensajes): Promise<ListaMensajesContacto> {
  const { page, limit, leidos } = query;
  const { mensajes, total } = await listMensajes(db, leidos, { offset: (page - 1) * limit, limit });
  return {
    success: true,
    data: {
      mensajes,
      paginacion: {
        total,
        totalPaginas: Math.max(1, Math.ceil(total / limit)),
        paginaActual: page,
        porPagina: limit,
      },
    },
  };
}

export async function marcarLeido(db: Db, id: number, leido: boolean): Promise<RespuestaMensajeContacto> {
  const mensaje = await updateLeido(db, id, leido);
  if (!mensaje) throw new AppError('not_found', mensajesError.noEncontrado);
  return { success: true, data: mensaje };
}

export async function eliminarMensaje(db: Db, id: number): Promise<RespuestaEliminarMensaje> {
  if (!(await deleteMensaje(db, id))) throw new AppError('not_found', mensajesError.noEncontrado);
  return { success: true, message: mensajesMensajesContacto.eliminado };
}
