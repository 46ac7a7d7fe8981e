import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses HTML and JSON answers over 1 KB (brotli or gzip, whichever the browser accepts; brotli at
 * quality 4, cheap enough per request), up to 128 KB in one synchronous call. Files the build compressed already (`.br`/`.gz` beside them, sent by
 * `@fastify/static` with `Content-Encoding` set) pass through untouched, and so do the types mime-db marks
 * as not compressible (the .xlsx downloads, images). Request bodies are never decompressed.
 * Registered before every route and before the static plugin, as @fastify/compress asks.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // A list answer (10–100 KB) compressed in one synchronous call costs ~0.1 ms; through a zlib stream
    // per response (the plugin's default above 8 KB on two cores) ~0.6 ms more of the event loop
    // (docs/decisions/032-listas-rapidas.md). Bigger answers (the downloads) keep the stream.
    syncThreshold: 128 * 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
