import type { FastifyInstance } from 'fastify';
import { agendaEndpoints, STAFF } from '@escuela/shared';
import { actorDe } from '../../lib/alcance';
import { route } from '../../lib/route';
import { agendaDe } from './agenda.service';

/** "Hoy" (issue 28): any staff role, each in their own scope. */
export function agendaRoutes(app: FastifyInstance): void {
  route(app, agendaEndpoints.get, STAFF, async ({ usuario, alcance }) =>
    agendaDe(app.db, await actorDe(usuario, alcance)),
  );
}
