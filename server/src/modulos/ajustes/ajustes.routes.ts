import type { FastifyInstance } from 'fastify';
import { ajustesEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import { findAjustes } from './ajustes.repository';
import { guardarAjustes } from './ajustes.service';

export function ajustesRoutes(app: FastifyInstance): void {
  route(app, ajustesEndpoints.get, SOLO_ADMIN, async () => findAjustes(app.db));

  route(app, ajustesEndpoints.update, SOLO_ADMIN, async ({ usuario, body, req }) => {
    const ajustes = await guardarAjustes(app.db, usuario.id, body);
    req.log.info({ evento: 'ajustes', usuario: usuario.id, ...ajustes }, 'Ajustes de la escuela guardados');
    return ajustes;
  });
}
