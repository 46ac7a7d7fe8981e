import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mensajesError, type ApiErrorBody } from '@escuela/shared';
import { AppError } from '../lib/app-error';
import { esBaseDeDatosNoDisponible } from '../lib/registro';

/** The single mapping from any thrown error to the `{message, errors?}` answer of DESIGN.md §5. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    if (error instanceof AppError) {
      if (error.status === 403 || error.status === 429) {
        req.log.warn({ evento: 'denegado', usuario: req.usuario?.id, status: error.status }, error.message);
      }
      if (error.status === 429) reply.header('Retry-After', String(error.retryAfter ?? 60));
      const body: ApiErrorBody = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ message: mensajesError.jsonInvalido });
    }
    if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: mensajesError.demasiadoGrande });
    }
    if (status >= 400 && status < 500) {
      const message = status === 415 ? mensajesError.tipoNoAdmitido : mensajesError.datosInvalidos;
      return reply.status(status).send({ message });
    }
    if (status === 503) {
      // @fastify/under-pressure: the process is overloaded (app.ts); it already set Retry-After.
      return reply.status(503).send({ message: mensajesError.sobrecarga });
    }
    if (esBaseDeDatosNoDisponible(error)) {
      req.log.error({ evento: 'bd_no_disponible', err: error }, 'Base de datos no disponible');
      return reply
        .status(503)
        .header('Retry-After', '10')
        .send({ message: mensajesError.baseDeDatosNoDisponible });
    }
    // The `err` serializer keeps a database error to its code and message (lib/registro.ts).
    req.log.error({ err: error }, 'Error no controlado');
    return reply.status(500).send({ message: mensajesError.interno });
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised before any route runs. A path whose percent-encoding is not
 * UTF-8 (`/api/alumnos/%ED%A0%80`) names nothing: 404 in Spanish like a missing record, not the router's
 * English 400. Any other goes to the error handler above.
 */
export function erroresDelRouter(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(404).send({ message: mensajesError.noEncontrado });
    return;
  }
  void reply.send(error);
}
