import type { FastifyInstance } from 'fastify';
import { profesoresEndpoints, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import {
  actualizarProfesor,
  crearProfesor,
  eliminarProfesor,
  listarProfesores,
  profesorPorEmail,
} from './profesores.service';

const ADMIN = ['admin'] as const;

export function profesoresRoutes(app: FastifyInstance): void {
  route(app, profesoresEndpoints.list, ADMIN, ({ query }) => listarProfesores(app.db, query));
  route(app, profesoresEndpoints.byEmail, STAFF, ({ query, usuario }) =>
    profesorPorEmail(app.db, usuario, query.email),
  );
  route(app, profesoresEndpoints.create, ADMIN, ({ body }) => crearProfesor(app.db, body), { status: 201 });
  route(app, profesoresEndpoints.update, ADMIN, ({ params, body }) =>
    actualizarProfesor(app.db, params.id, body),
  );
  route(app, profesoresEndpoints.remove, ADMIN, ({ params }) => eliminarProfesor(app.db, params.id));
}
