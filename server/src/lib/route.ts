/**
 * `route(app, endpoint, access, handler)`: the one way a module registers an endpoint. It checks the
 * session and role first (401/403), then validates params, query and body with the shared zod schemas
 * (400 with `errors` keyed by field), then calls the handler with typed, parsed input. Every route is
 * recorded in `app.rutas` so the authorization-matrix test can prove each one has a row.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  mensajesError,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type FieldErrors,
  type Rol,
} from '@escuela/shared';
import { AppError } from './app-error';
import type { UsuarioActual } from '../modulos/auth/auth.service';

/** 'publico': anyone; 'autenticado': any signed-in role; or the list of roles allowed. */
export type Access = 'publico' | 'autenticado' | readonly Rol[];

export interface RutaRegistrada {
  method: string;
  path: string;
  access: Access;
}

export interface RouteContext<E, U> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  usuario: U;
  req: FastifyRequest;
  reply: FastifyReply;
}

type UsuarioFor<A extends Access> = A extends 'publico' ? UsuarioActual | null : UsuarioActual;

export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_root';
    (errors[key] ??= { _errors: [] })._errors.push(issue.message);
  }
  return errors;
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError('bad_request', result.error.issues[0]?.message ?? mensajesError.datosInvalidos, {
    errors: fieldErrorsFrom(result.error),
  });
}

export function assertAccess(access: Access, usuario: UsuarioActual | null): void {
  if (access === 'publico') return;
  if (!usuario) throw new AppError('unauthorized', mensajesError.noAutenticado);
  if (access !== 'autenticado' && !access.includes(usuario.rol)) {
    throw new AppError('forbidden', mensajesError.sinPermiso);
  }
}

export function route<E extends Endpoint, const A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  access: A,
  handler: (ctx: RouteContext<E, UsuarioFor<A>>) => Promise<EndpointResponse<E> | FastifyReply>,
  options: { status?: number; bodyLimit?: number } = {},
): void {
  app.rutas.push({ method: endpoint.method, path: endpoint.path, access });
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.bodyLimit,
    handler: async (req, reply) => {
      assertAccess(access, req.usuario);
      const ctx = {
        params: endpoint.params ? parseWith(endpoint.params, req.params) : undefined,
        query: endpoint.query ? parseWith(endpoint.query, req.query) : undefined,
        body: endpoint.body ? parseWith(endpoint.body, req.body ?? {}) : undefined,
        usuario: req.usuario,
        req,
        reply,
      } as RouteContext<E, UsuarioFor<A>>;
      const result = await handler(ctx);
      if (result === reply) return reply;
      if (options.status) reply.status(options.status);
      return result;
    },
  });
}
