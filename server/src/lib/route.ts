/**
 * `route(app, endpoint, access, handler)`: the one way a module registers an endpoint. It checks the
 * session and role first (401/403), then validates params (a path that names nothing answers 404),
 * refuses a missing or `null` body where the endpoint declares one, validates query and body with the
 * shared zod schemas (400 with `errors` keyed by field; NUL bytes and lone surrogates are refused by
 * the field contracts of `shared/src/common/campos.ts`, nothing here walks the input: decision 028),
 * then calls the handler with typed, parsed input, and
 * passes its answer through the endpoint's response schema, which drops every undeclared field; a route
 * that answers a file (`respuesta(...tipos)`) sends only those content types (decision 036).
 * Every route is recorded in `app.rutas` (with its endpoint and its answer's contract) so the
 * authorization-matrix, hostile-values and contract tests cover each one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  cargarDiccionariosPassword,
  mensajesError,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointSalida,
  type FieldErrors,
  type Rol,
} from '@escuela/shared';
import { alcanceDe, type Alcance } from './alcance';
import { AppError } from './app-error';
import type { UsuarioActual } from './usuario-actual';

/** 'publico': anyone; 'autenticado': any signed-in role; or the list of roles allowed. */
export type Access = 'publico' | 'autenticado' | readonly Rol[];

export interface RutaRegistrada {
  method: string;
  path: string;
  access: Access;
  endpoint: Endpoint;
  /** The schema every JSON answer of the route is parsed (and stripped) with. */
  respuesta?: z.ZodType;
  /** The content types of a route that answers a file. */
  tipos?: readonly string[];
}

export interface RouteContext<E, U> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  usuario: U;
  /** The signed-in user's scope (lib/alcance.ts), read with the session: no query of its own. */
  alcance: () => Promise<Alcance>;
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

/** Path parameters name a record: one that cannot exist answers 404 like a missing one (DESIGN.md §5). */
function parseParams<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError('not_found', mensajesError.noEncontrado);
}

/**
 * The body, parsed with the endpoint's schema. A POST/PUT whose schema needs a body refuses a missing
 * one and JSON `null` (once read as `{}`, it generated sessions for every group): 400, nothing runs.
 */
function parseBody<T extends z.ZodType>(schema: T, cuerpoOpcional: boolean, value: unknown): z.infer<T> {
  if ((value === undefined || value === null) && !cuerpoOpcional) {
    throw new AppError('bad_request', mensajesError.cuerpoRequerido, {
      errors: { _root: { _errors: [mensajesError.cuerpoRequerido] } },
    });
  }
  return parseWith(schema, value ?? undefined);
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
  handler: (ctx: RouteContext<E, UsuarioFor<A>>) => Promise<EndpointSalida<E> | FastifyReply>,
  options: {
    status?: number;
    bodyLimit?: number;
    /**
     * The response schema of an endpoint declared with `esquemaEnServidor<T>()` (a zod-free shared
     * file): its output must be the declared type.
     */
    respuesta?: z.ZodType<EndpointResponse<E>>;
    /**
     * The body carries a new password: zxcvbn's dictionaries (~25 MB) are loaded before it is validated.
     * They load on the first such request, not at start-up; a password judged without them counts as
     * too weak (shared `exigirDiccionariosPassword`), so a route that forgets this option fails closed.
     */
    password?: boolean;
  } = {},
): void {
  const respuesta = options.respuesta ?? endpoint.response;
  // An old-style `respuesta<T>()` without types declares nothing: the contract test names the route.
  const tipos = endpoint.tipos?.length ? endpoint.tipos : undefined;
  app.rutas.push({ method: endpoint.method, path: endpoint.path, access, endpoint, respuesta, tipos });
  // Only a schema that itself accepts nothing (declared optional) lets a request come without a body.
  const cuerpoOpcional = endpoint.body ? endpoint.body.safeParse(undefined).success : true;
  /** The route's own work: the checks, the handler and the response schema. */
  const ejecutar = async (req: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const params = endpoint.params ? parseParams(endpoint.params, req.params) : undefined;
    if (options.password) await cargarDiccionariosPassword();
    const ctx = {
      params,
      query: endpoint.query ? parseWith(endpoint.query, req.query) : undefined,
      body: endpoint.body ? parseBody(endpoint.body, cuerpoOpcional, req.body) : undefined,
      usuario: req.usuario,
      alcance: () => Promise.resolve(alcanceDe(req.usuario)),
      req,
      reply,
    } as RouteContext<E, UsuarioFor<A>>;
    const result = await handler(ctx);
    if (result === reply) return reply;
    if (tipos)
      throw new Error(`${endpoint.method} ${endpoint.path} answers a file: its handler sends the reply`);
    if (options.status) reply.status(options.status);
    // Only what the response schema declares leaves the server (z.object strips unknown keys).
    return respuesta ? respuesta.parse(result) : result;
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.bodyLimit,
    ...(tipos ? { onSend: soloTipos(endpoint, tipos) } : {}),
    handler: async (req, reply) => {
      assertAccess(access, req.usuario);
      return ejecutar(req, reply);
    },
  });
}

/**
 * A file route sends only its declared content types (an error answer, status 400 and up, is the usual
 * JSON): anything else is a bug that would bypass the response schemas, so it becomes a 500.
 */
function soloTipos(endpoint: Endpoint, tipos: readonly string[]) {
  return async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 400) return payload;
    const tipo = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (tipos.includes(tipo)) return payload;
    throw new Error(
      `${endpoint.method} ${endpoint.path} sent '${tipo}', not one of its types (${tipos.join(', ')})`,
    );
  };
}
