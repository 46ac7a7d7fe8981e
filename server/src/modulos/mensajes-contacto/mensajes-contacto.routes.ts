import type { FastifyInstance } from 'fastify';
import { mensajesContactoEndpoints as e, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import { countNoLeidos } from './mensajes-contacto.repository';
import { eliminarMensaje, listarMensajes, marcarLeido } from './mensajes-contacto.service';

/** The contact inbox, admin only (spec §6). */
export function mensajesContactoRoutes(app: FastifyInstance): void {
  route(app, e.list, SOLO_ADMIN, ({ query }) => listarMensajes(app.db, query));
  route(app, e.noLeidos, SOLO_ADMIN, async () => ({ total: await countNoLeidos(app.db) }));
  route(app, e.marcarLeido, SOLO_ADMIN, ({ params, body }) => marcarLeido(app.db, params.id, body.leido));
  route(app, e.remove, SOLO_ADMIN, ({ params, req, usuario }) => {
    req.log.info({ evento: 'mensaje_contacto_eliminado', usuario: usuario.id, mensaje: params.id });
    return eliminarMensaje(app.db, params.id);
  });
}
