import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request (docs/decisions/019-delivery-and-request-pipeline.md) instead of Fastify's two ('incoming request' when it
 * arrives and 'request completed' when answered): nothing on arrival, and on completion one line with the
 * request (method, URL, client address), the status and the time. The logger's redaction paths apply to
 * it as to any line; errors and every other Fastify log line are unchanged.
 */
export class RegistroUnaLinea extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
