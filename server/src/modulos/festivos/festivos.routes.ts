import type { FastifyInstance } from 'fastify';
import { festivosEndpoints, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import { crearFestivo, eliminarFestivo, listarFestivos } from './festivos.service';

const ADMIN = ['admin'] as const;

/** Every staff role reads the holidays (they shape the calendar); only the admin adds or removes them. */
export function festivosRoutes(app: FastifyInstance): void {
  route(app, festivosEndpoints.list, STAFF, ({ query }) => listarFestivos(app.db, query));
  route(app, festivosEndpoints.create, ADMIN, ({ body }) => crearFestivo(app.db, body), { status: 201 });
  route(app, festivosEndpoints.remove, ADMIN, ({ params }) => eliminarFestivo(app.db, params.id));
}
