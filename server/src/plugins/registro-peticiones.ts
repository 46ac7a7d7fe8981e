import type { FastifyInstance } from 'fastify';

/**
 * One log line per request (docs/decisions/012), written when the answer is sent: method, URL, client
 * address, status and time. Fastify's own two lines ('incoming request' and 'request completed') are off
 * (`disableRequestLogging` in app.ts); the logger's redaction paths apply to this line as to any other.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
