import type { FastifyInstance } from 'fastify';
import { adminPadresEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import { contextoCorreo } from '../cuentas/cuentas.routes';
import {
  actualizarPadreAdmin,
  crearPadreAdmin,
  eliminarPadre,
  eliminarVariosPadres,
  listarPadresAdmin,
} from './admin-padres.service';

export function adminPadresRoutes(app: FastifyInstance): void {
  route(app, adminPadresEndpoints.list, SOLO_ADMIN, ({ query }) => listarPadresAdmin(app.db, query));

  route(
    app,
    adminPadresEndpoints.create,
    SOLO_ADMIN,
    async ({ body, usuario, req }) => {
      const res = await crearPadreAdmin(contextoCorreo(app, req), body);
      req.log.info({ evento: 'padre_creado', usuario: usuario.id, padre: res.padre.id }, 'Padre creado');
      return res;
    },
    { status: 201, password: true },
  );

  route(
    app,
    adminPadresEndpoints.update,
    SOLO_ADMIN,
    ({ params, body }) => actualizarPadreAdmin(app.db, params.id, body),
    { password: true },
  );

  route(app, adminPadresEndpoints.remove, SOLO_ADMIN, async ({ params, usuario, req }) => {
    const res = await eliminarPadre(app.db, params.id);
    req.log.info({ evento: 'padre_eliminado', usuario: usuario.id, padre: params.id }, 'Padre eliminado');
    return res;
  });

  route(app, adminPadresEndpoints.removeMany, SOLO_ADMIN, async ({ body, usuario, req }) => {
    const res = await eliminarVariosPadres(app.db, body.ids);
    req.log.info(
      { evento: 'padres_eliminados', usuario: usuario.id, eliminados: res.eliminados },
      'Padres eliminados',
    );
    return res;
  });
}
