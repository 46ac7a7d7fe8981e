import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  listarMensajesQuery,
  marcarLeidoSchema,
  listaMensajesContactoSchema,
  mensajesNoLeidosSchema,
  respuestaEliminarMensajeSchema,
  respuestaMensajeContactoSchema,
} from './mensajes-contacto.schemas';

/** Admin only (spec §6). */
export const mensajesContactoEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/mensajes-contacto',
    query: listarMensajesQuery,
    response: listaMensajesContactoSchema,
  }),
  noLeidos: endpoint({
    method: 'GET',
    path: '/api/mensajes-contacto/no-leidos',
    response: mensajesNoLeidosSchema,
  }),
  marcarLeido: endpoint({
    method: 'PUT',
    path: '/api/mensajes-contacto/:id/leido',
    params: idParamSchema,
    body: marcarLeidoSchema,
    response: respuestaMensajeContactoSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/mensajes-contacto/:id',
    params: idParamSchema,
    response: respuestaEliminarMensajeSchema,
  }),
};
