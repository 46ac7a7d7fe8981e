import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses HTML and JSON answers over 1 KB (brotli or gzip, whichever the browser accepts; brotli at
 * quality 4, cheap enough per request). Files the build compressed already (`.br`/`.gz` beside them, sent by
 * `@fastify/static` with `Content-Encoding` set) pass through untouched, and so do the types mime-db marks
 * as not compressible (the .xlsx downloads, images). Request bodies are never decompressed.
 * Registered before every route and before the static plugin, as @fastify/compress asks.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
