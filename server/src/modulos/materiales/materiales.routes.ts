import type { FastifyInstance } from 'fastify';
import { materialesEndpoints, materialesPeriodoEndpoints } from '@escuela/shared';
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
const ADMIN = ['admin'] as const;

export function materialesRoutes(app: FastifyInstance): void {
  route(app, materialesEndpoints.list, ADMIN, () => listarMateriales(app.db));
  route(app, materialesEndpoints.create, ADMIN, ({ body }) => crearMaterial(app.db, body), { status: 201 });
  route(app, materialesEndpoints.update, ADMIN, ({ params, body }) =>
    actualizarMaterial(app.db, params.id, body),
  );
  route(app, materialesEndpoints.remove, ADMIN, ({ params }) => eliminarMaterial(app.db, params.id));

  route(app, materialesPeriodoEndpoints.list, ADMIN, ({ query }) => listarPeriodos(app.db, query));
  route(app, materialesPeriodoEndpoints.update, ADMIN, ({ params, body }) =>
    actualizarPeriodo(app.db, params.id, body),
  );
  route(app, materialesPeriodoEndpoints.generar, ADMIN, ({ body }) => generarPeriodos(app.db, body));
}
