import type { FastifyInstance } from 'fastify';
import { sesionesEndpoints, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import {
  actividadesDisponibles,
  actualizarSesion,
  crearSesion,
  eliminarSesion,
  generar,
  listarSesiones,
  obtenerSesion,
} from './sesiones.service';

const ADMIN = ['admin'] as const;

/**
 * Every staff role lists, reads and edits sessions (a profesor only those of their groups, 404 for the
 * rest; non-admins change observaciones only); admin creates, deletes and generates.
 */
export function sesionesRoutes(app: FastifyInstance): void {
  route(app, sesionesEndpoints.list, STAFF, ({ query, usuario }) => listarSesiones(app.db, usuario, query), {
    cache: true,
  });
  route(app, sesionesEndpoints.actividadesDisponibles, ADMIN, ({ query }) =>
    actividadesDisponibles(app.db, query.grupoId),
  );
  route(app, sesionesEndpoints.get, STAFF, ({ params, usuario }) =>
    obtenerSesion(app.db, usuario, params.id),
  );
  route(app, sesionesEndpoints.create, ADMIN, ({ body, usuario }) => crearSesion(app.db, usuario, body), {
    status: 201,
  });
  route(app, sesionesEndpoints.update, STAFF, ({ params, body, usuario }) =>
    actualizarSesion(app.db, usuario, params.id, body),
  );
  route(app, sesionesEndpoints.remove, ADMIN, ({ params, usuario }) =>
    eliminarSesion(app.db, usuario, params.id),
  );
  route(app, sesionesEndpoints.generar, ADMIN, async ({ body, req, usuario }) => {
    const resultado = await generar(app.db, body);
    req.log.info(
      {
        evento: 'generar_sesiones',
        usuario: usuario.id,
        creadas: resultado.creadas,
        omitidas: resultado.omitidas,
      },
      'Generación de sesiones',
    );
    return resultado;
  });
}
