import type { FastifyInstance } from 'fastify';
import { colegiosEndpoints, SOLO_ADMIN, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import { actualizarColegio, crearColegio, eliminarColegio, listarColegios } from './colegios.service';

/** DESIGN.md §4: admin full CRUD; coordinador reads all; profesor reads the schools of their groups. */
export function colegiosRoutes(app: FastifyInstance): void {
  route(app, colegiosEndpoints.list, STAFF, async ({ alcance }) => listarColegios(app.db, await alcance()));
  route(app, colegiosEndpoints.create, SOLO_ADMIN, ({ body }) => crearColegio(app.db, body), { status: 201 });
  route(app, colegiosEndpoints.update, SOLO_ADMIN, ({ params, body }) =>
    actualizarColegio(app.db, params.id, body),
  );
  route(app, colegiosEndpoints.remove, SOLO_ADMIN, ({ params }) => eliminarColegio(app.db, params.id));
}
