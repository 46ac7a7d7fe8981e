/**
 * The typed contract of one API call, shared by the server (which registers and validates it) and the
 * client (which builds the URL and types the answer). Every endpoint of the product is declared once
 * with `endpoint(...)` in `shared/src/<modulo>/<modulo>.endpoints.ts`, and every one says what it answers
 * (decision 036):
 * - a JSON answer: its zod schema (`response: listaAlumnosSchema`). The server parses every answer with
 *   it and drops every key it does not declare; the client's type is the schema's output;
 * - a file or an HTML page: `response: respuesta<T>(...tiposDeContenido)`; the server refuses to send
 *   any other content type (and the handler must send the reply itself);
 * - a JSON answer of a file that must not load zod (`session.endpoints.ts`): `esquemaEnServidor<T>()`,
 *   and the server gives the schema (`route(…, { respuesta })`).
 * `server/test/contrato.test.ts` fails on a registered route with none of them.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R = unknown,
  S = R,
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
  /** A non-JSON answer's content types (media types without parameters), from `respuesta<T>(...)`. */
  tipos?: readonly string[];
  /** A JSON answer whose schema the server's `route(…, { respuesta })` gives (`esquemaEnServidor<T>()`). */
  esquemaEnServidor?: true;
  /** Phantom field carrying the answer's type as the client receives it; never set at run time. */
  readonly __response?: R;
  /** Phantom field: what the server's handler returns (the schema's input: a `Date` before it is text). */
  readonly __salida?: S;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<E> = E extends Endpoint<infer P, any, any, any, any> ? Infer<P> : never;
export type EndpointQuery<E> = E extends Endpoint<any, infer Q, any, any, any> ? Infer<Q> : never;
export type EndpointBody<E> = E extends Endpoint<any, any, infer B, any, any> ? Infer<B> : never;
/** The answer as the client receives it. */
export type EndpointResponse<E> = E extends Endpoint<any, any, any, infer R, any> ? R : never;
/** What the server's handler may return: the schema's input (`never` for a file: it sends the reply). */
export type EndpointSalida<E> = E extends Endpoint<any, any, any, any, infer S> ? S : never;

/** What a caller passes: the schemas' input types (before coercion and defaults). */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, any, any>
    ? (P extends z.ZodType ? { params: Input<P> } : { params?: undefined }) &
        (Q extends z.ZodType ? { query?: Input<Q> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: Input<B> } : { body?: undefined })
    : never;

/** A non-JSON answer: its type for the client and the content types it may carry. */
export interface Respuesta<R> {
  readonly __tipo?: R;
  readonly tipos: readonly [string, ...string[]];
}

/**
 * Only for an answer that is not JSON — a file, an HTML page, a redirect — with the media types it may
 * carry (`respuesta(XLSX)`, `respuesta<string>('text/html')`): the server sends nothing else from that
 * route, and its handler sends the reply itself. A JSON answer never uses it: it declares a zod schema,
 * which is also its type and strips every undeclared field (decision 036).
 */
export const respuesta = <R = unknown>(...tipos: [string, ...string[]]): Respuesta<R> => ({ tipos });

/** A JSON answer declared without zod; the server gives its schema (`route(…, { respuesta })`). */
export interface EsquemaEnServidor<R> {
  readonly __tipo?: R;
  readonly esquemaEnServidor: true;
}

/**
 * Only for a JSON answer declared in a file that must not load zod (`session.endpoints.ts`, on every
 * page's path: decision 019): the type for the client; the server's `route(…, { respuesta })` gives the
 * schema, whose output must be this type.
 */
export const esquemaEnServidor = <R>(): EsquemaEnServidor<R> => ({ esquemaEnServidor: true });

type Declaracion = z.ZodType | Respuesta<unknown> | EsquemaEnServidor<unknown>;
type SalidaCliente<D> = D extends z.ZodType
  ? z.output<D>
  : D extends { readonly __tipo?: infer R }
    ? R
    : never;
type SalidaServidor<D> = D extends z.ZodType ? z.input<D> : D extends EsquemaEnServidor<infer R> ? R : never;
type Opcional = z.ZodType | undefined;
type EndpointDe<P extends Opcional, Q extends Opcional, B extends Opcional, D> = Endpoint<
  P,
  Q,
  B,
  SalidaCliente<D>,
  SalidaServidor<D>
>;

export function endpoint<
  D extends Declaracion,
  P extends Opcional = undefined,
  Q extends Opcional = undefined,
  B extends Opcional = undefined,
>(def: {
  method: Method;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: D;
}): EndpointDe<P, Q, B, D> {
  const { response, ...rest } = def;
  // Told apart without importing zod at run time (this file is on every page's path); a marker's own
  // fields (`tipos`, `esquemaEnServidor`) become the endpoint's.
  return { ...rest, ...(esEsquema(response) ? { response } : response) } as EndpointDe<P, Q, B, D>;
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
