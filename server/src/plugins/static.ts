import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mensajesError } from '@escuela/shared';

/**
 * Serves the built client: hashed assets with a long cache, and `index.html` for any other GET so the
 * client router can show the page (or its 404). Unknown `/api/...` paths answer 404 JSON.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const hasClient = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (
      req.url.startsWith('/api/') ||
      req.url === '/api' ||
      !hasClient ||
      !['GET', 'HEAD'].includes(req.method)
    ) {
      return reply.status(404).send({ message: mensajesError.rutaNoEncontrada });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
