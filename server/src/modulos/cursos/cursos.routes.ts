import type { FastifyInstance } from 'fastify';
import { cursosEndpoints } from '@escuela/shared/cursos/cursos.endpoints';
import { contentDisposition } from '../../lib/descarga';
import { route } from '../../lib/route';
import { catalogoHtml } from './catalogo.html';

export function cursosRoutes(app: FastifyInstance): void {
  // The page is the same for everyone: build it once.
  let html: string | undefined;
  route(app, cursosEndpoints.catalogo, 'publico', async ({ reply }) => {
    html ??= catalogoHtml(app.config.appUrl);
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Disposition', contentDisposition('catalogo-cursos.html', 'inline'))
      .send(html);
  });
}
