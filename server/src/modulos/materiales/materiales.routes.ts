import type { FastifyInstance } from 'fastify';
import { materialesEndpoints, materialesPeriodoEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import {
  actualizarMaterial,
  actualizarPeriodo,
  crearMaterial,
  eliminarMaterial,
  generarPeriodos,
  listarMateriales,
  listarPeriodos,
} from './materiales.service';

/** Materials and material periods: admin-only routes (spec 02 §6). */
export function materialesRoutes(app: FastifyInstance): void {
  route(app, materialesEndpoints.list, SOLO_ADMIN, () => listarMateriales(app.db));
  route(app, materialesEndpoints.create, SOLO_ADMIN, ({ body }) => crearMaterial(app.db, body), {
    status: 201,
  });
  route(app, materialesEndpoints.update, SOLO_ADMIN, ({ params, body }) =>
    actualizarMaterial(app.db, params.id, body),
  );
  route(app, materialesEndpoints.remove, SOLO_ADMIN, ({ params }) => eliminarMaterial(app.db, params.id));

  route(app, materialesPeriodoEndpoints.list, SOLO_ADMIN, ({ query }) => listarPeriodos(app.db, query));
  route(app, materialesPeriodoEndpoints.update, SOLO_ADMIN, ({ params, body }) =>
    actualizarPeriodo(app.db, params.id, body),
  );
  route(app, materialesPeriodoEndpoints.generar, SOLO_ADMIN, ({ body }) => generarPeriodos(app.db, body));
}
