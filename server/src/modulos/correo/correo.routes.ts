import type { FastifyInstance } from 'fastify';
import { correoEndpoints, RUTA_CORREO_LOCAL } from '@escuela/shared';
import { route } from '../../lib/route';
import { paginaCorreoLocal, paginaLocalDisponible } from './correo-local';
import { listCorreosLocales } from './correo.repository';

/** Messages listed on the local page. */
export const LIMITE_CORREO_LOCAL = 50;

export function correoRoutes(app: FastifyInstance): void {
  const entorno = { isProduction: app.config.isProduction, enviaCorreo: app.correo.enviaCorreo };

  // The app's notice that mail is not being sent (staff layout and the sign-in pages).
  route(app, correoEndpoints.estado, 'publico', async ({ req }) => ({
    enviando: entorno.enviaCorreo,
    paginaLocal: paginaLocalDisponible(entorno, req),
  }));

  // A developer's page, not part of the API: HTML, and 404 (like any unknown path) unless allowed.
  app.get(RUTA_CORREO_LOCAL, async (req, reply) => {
    if (!paginaLocalDisponible(entorno, req)) return reply.callNotFound();
    const correos = await listCorreosLocales(app.db, LIMITE_CORREO_LOCAL);
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(paginaCorreoLocal(correos, LIMITE_CORREO_LOCAL));
  });
}
