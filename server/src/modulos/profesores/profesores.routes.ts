import type { FastifyInstance } from 'fastify';
import { derechosEndpoints, profesoresEndpoints, SOLO_ADMIN, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import {
  actualizarProfesor,
  crearProfesor,
  eliminarProfesor,
  listarProfesores,
  profesorPorEmail,
  revelarCuentaProfesor,
} from './profesores.service';

export function profesoresRoutes(app: FastifyInstance): void {
  route(app, profesoresEndpoints.list, SOLO_ADMIN, ({ query }) => listarProfesores(app.db, query));
  route(app, profesoresEndpoints.byEmail, STAFF, ({ query, usuario }) =>
    profesorPorEmail(app.db, usuario, query.email),
  );
  route(app, profesoresEndpoints.create, SOLO_ADMIN, ({ body }) => crearProfesor(app.db, body), {
    status: 201,
  });
  route(app, profesoresEndpoints.update, SOLO_ADMIN, ({ params, body }) =>
    actualizarProfesor(app.db, params.id, body),
  );
  route(app, derechosEndpoints.revelarProfesor, SOLO_ADMIN, ({ params, usuario }) =>
    revelarCuentaProfesor(app.db, usuario, params.id),
  );
  route(app, profesoresEndpoints.remove, SOLO_ADMIN, ({ params }) => eliminarProfesor(app.db, params.id));
}
