import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mensajesError } from '@escuela/shared';
import {
  ARCHIVO_404,
  archivoPrerender,
  archivoPrimeraPintura,
  esRutaApp,
} from '@escuela/shared/common/rutas-cliente';

/**
 * Serves the built client: hashed assets with a long cache; the public pages from the HTML the build
 * pre-rendered (`paginas/…`, one per landing tab); the app's shell (`index.html`) for the app's other
 * routes; and any other path with HTTP 404 and the pre-rendered '404: Página no encontrada'. Unknown
 * `/api/...` paths answer 404 JSON.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const hasClient = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file; sent as they are, by Accept-Encoding.
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers br, gzip or plain by Accept-Encoding: a shared cache must key on it.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  const existe = (archivo: string | undefined): archivo is string =>
    archivo !== undefined && root !== undefined && existsSync(path.join(root, archivo));

  app.setNotFoundHandler((req, reply) => {
    if (
      req.url.startsWith('/api/') ||
      req.url === '/api' ||
      !hasClient ||
      !['GET', 'HEAD'].includes(req.method)
    ) {
      return reply.status(404).send({ message: mensajesError.rutaNoEncontrada });
    }
    const url = new URL(req.url, 'http://localhost');
    const prerender = archivoPrerender(url.pathname, url.searchParams.get('tab'));
    if (existe(prerender)) return reply.sendFile(prerender);
    if (esRutaApp(url.pathname)) {
      const primeraPintura = archivoPrimeraPintura(url.pathname);
      return reply.sendFile(existe(primeraPintura) ? primeraPintura : 'index.html');
    }
    return reply.status(404).sendFile(existe(ARCHIVO_404) ? ARCHIVO_404 : 'index.html');
  });
}
