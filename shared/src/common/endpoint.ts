/**
 * The typed contract of one API call, shared by the server (which registers and validates it) and the
 * client (which builds the URL and types the answer). Every endpoint of the product is declared once
 * with `endpoint(...)` in `shared/src/<modulo>/<modulo>.endpoints.ts`.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R = unknown,
> {
  method: Method;
  /** Fastify-style path with `:name` parameters, e.g. `/api/colegios/:id`. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The answer's zod schema when the endpoint declares one: the server parses every answer with it, so
   * fields it does not declare (a password hash, a token) never leave the server.
   */
  response?: z.ZodType;
  /** Phantom field carrying the answer's type; never set at run time. */
  readonly __response?: R;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<E> = E extends Endpoint<infer P, any, any, any> ? Infer<P> : never;
export type EndpointQuery<E> = E extends Endpoint<any, infer Q, any, any> ? Infer<Q> : never;
export type EndpointBody<E> = E extends Endpoint<any, any, infer B, any> ? Infer<B> : never;
export type EndpointResponse<E> = E extends Endpoint<any, any, any, infer R> ? R : never;

/** What a caller passes: the schemas' input types (before coercion and defaults). */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, any>
    ? (P extends z.ZodType ? { params: Input<P> } : { params?: undefined }) &
        (Q extends z.ZodType ? { query?: Input<Q> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: Input<B> } : { body?: undefined })
    : never;

/**
 * A marker that carries only a type: `response: respuesta<{ user: UsuarioSesion }>()`. Prefer a zod
 * schema (`response: usuarioSesionSchema`): it also strips undeclared fields at run time. The marker
 * stays for files that must not load zod (session.endpoints.ts) and for non-JSON answers (files).
 */
export interface Respuesta<R> {
  readonly __tipo?: R;
}
export const respuesta = <R>(): Respuesta<R> => ({});

export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R = unknown,
>(def: {
  method: Method;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: Respuesta<R> | z.ZodType<R>;
}): Endpoint<P, Q, B, R> {
  const { response, ...rest } = def;
  // Told apart without importing zod at run time (this file is on every page's path).
  return (esEsquema(response) ? { ...rest, response } : rest) as Endpoint<P, Q, B, R>;
}

function esEsquema(valor: unknown): valor is z.ZodType {
  return typeof (valor as { safeParse?: unknown } | undefined)?.safeParse === 'function';
}

/** Fills `:name` segments of a path with URI-encoded values. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Falta el parámetro ${name}`);
    return encodeURIComponent(String(value));
  });
}
