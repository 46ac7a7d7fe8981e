import type { FastifyInstance } from 'fastify';
import { festivosEndpoints, STAFF, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import { crearFestivo, eliminarFestivo, listarFestivos } from './festivos.service';

/** Every staff role reads the holidays (they shape the calendar); only the admin adds or removes them. */
export function festivosRoutes(app: FastifyInstance): void {
  route(app, festivosEndpoints.list, STAFF, ({ query }) => listarFestivos(app.db, query));
  route(app, festivosEndpoints.create, SOLO_ADMIN, ({ body }) => crearFestivo(app.db, body), { status: 201 });
  route(app, festivosEndpoints.remove, SOLO_ADMIN, ({ params }) => eliminarFestivo(app.db, params.id));
}
