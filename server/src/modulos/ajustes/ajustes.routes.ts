import type { FastifyInstance } from 'fastify';
import { ajustesEndpoints } from '@escuela/shared';
import { route } from '../../lib/route';
import { findAjustes } from './ajustes.repository';
import { guardarAjustes } from './ajustes.service';

const ADMIN = ['admin'] as const;

export function ajustesRoutes(app: FastifyInstance): void {
  route(app, ajustesEndpoints.get, ADMIN, async () => findAjustes(app.db));

  route(app, ajustesEndpoints.update, ADMIN, async ({ usuario, body, req }) => {
    const ajustes = await guardarAjustes(app.db, usuario.id, body);
    req.log.info({ evento: 'ajustes', usuario: usuario.id, ...ajustes }, 'Ajustes de la escuela guardados');
    return ajustes;
  });
}
