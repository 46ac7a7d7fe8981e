import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  listarMensajesQuery,
  marcarLeidoSchema,
  type ListaMensajesContacto,
  type MensajesNoLeidos,
  type RespuestaEliminarMensaje,
  type RespuestaMensajeContacto,
} from './mensajes-contacto.schemas';

/** Admin only (spec §6). */
export const mensajesContactoEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/mensajes-contacto',
    query: listarMensajesQuery,
    response: respuesta<ListaMensajesContacto>(),
  }),
  noLeidos: endpoint({
    method: 'GET',
    path: '/api/mensajes-contacto/no-leidos',
    response: respuesta<MensajesNoLeidos>(),
  }),
  marcarLeido: endpoint({
    method: 'PUT',
    path: '/api/mensajes-contacto/:id/leido',
    params: idParamSchema,
    body: marcarLeidoSchema,
    response: respuesta<RespuestaMensajeContacto>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/mensajes-contacto/:id',
    params: idParamSchema,
    response: respuesta<RespuestaEliminarMensaje>(),
  }),
};
