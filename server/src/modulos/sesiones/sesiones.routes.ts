import type { FastifyInstance } from 'fastify';
import { sesionesEndpoints, STAFF, SOLO_ADMIN } from '@escuela/shared';
import { actorDe } from '../../lib/alcance';
import { route } from '../../lib/route';
import { contextoCorreo } from '../cuentas/cuentas.routes';
import {
  actividadesDisponibles,
  actualizarSesion,
  crearSesion,
  eliminarSesion,
  generar,
  listarSesiones,
  obtenerSesion,
} from './sesiones.service';

/**
 * Every staff role lists, reads and edits sessions (a profesor only those of their groups, 404 for the
 * rest; non-admins change observaciones only); admin creates, deletes and generates.
 */
export function sesionesRoutes(app: FastifyInstance): void {
  route(app, sesionesEndpoints.list, STAFF, async ({ query, usuario, alcance }) =>
    listarSesiones(app.db, await actorDe(usuario, alcance), query),
  );
  route(app, sesionesEndpoints.actividadesDisponibles, SOLO_ADMIN, ({ query }) =>
    actividadesDisponibles(app.db, query.grupoId),
  );
  route(app, sesionesEndpoints.get, STAFF, async ({ params, usuario, alcance }) =>
    obtenerSesion(app.db, await actorDe(usuario, alcance), params.id),
  );
  route(
    app,
    sesionesEndpoints.create,
    SOLO_ADMIN,
    async ({ body, usuario, alcance }) => crearSesion(app.db, await actorDe(usuario, alcance), body),
    { status: 201 },
  );
  route(app, sesionesEndpoints.update, STAFF, async ({ params, body, usuario, alcance, req }) =>
    actualizarSesion(app.db, await actorDe(usuario, alcance), params.id, body, contextoCorreo(app, req)),
  );
  route(app, sesionesEndpoints.remove, SOLO_ADMIN, async ({ params, usuario, alcance }) =>
    eliminarSesion(app.db, await actorDe(usuario, alcance), params.id),
  );
  route(app, sesionesEndpoints.generar, SOLO_ADMIN, async ({ body, req, usuario }) => {
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
