import type { FastifyInstance } from 'fastify';
import { derechosEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import { padreIdDe } from '../padres/padres.service';
import { accesosDeFamilia, listarRegistroAccesos } from './registro-accesos.service';

const TUTOR = ['tutor'] as const;

/**
 * A family's rights over its data (issue 25, decisions 045 and 046): the access log (admin; a parent
 * sees their own children's), the download, and erasure.
 */
export function derechosRoutes(app: FastifyInstance): void {
  route(app, derechosEndpoints.registroAccesos, SOLO_ADMIN, ({ query }) => listarRegistroAccesos(app.db, query));
  route(app, derechosEndpoints.accesosPadre, TUTOR, async ({ usuario }) =>
    accesosDeFamilia(app.db, await padreIdDe(app.db, usuario.id)),
  );
}
