/**
 * The client side of the shared endpoint contract: `api(endpoints.x, { params, query, body })` builds
 * the URL, sends cookies, parses JSON and returns the endpoint's typed answer. A non-OK answer throws
 * `ApiError`, whose `message` is the spec's default text (§8: "500 Internal Server Error" for 5xx, the
 * status and the body text otherwise) and whose `serverMessage`/`errors` carry the server's `{message, errors}`.
 */
import {
  buildPath,
  type ApiErrorBody,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type FieldErrors,
} from '@escuela/shared';

export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, body: Partial<ApiErrorBody> | undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    this.errors = body?.errors;
  }
}

/** The server's message when there is one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function buildUrl(endpoint: Endpoint, input?: { params?: unknown; query?: unknown }): string {
  const path = buildPath(endpoint.path, input?.params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

type AlPerderLogin = (endpoint: Endpoint) => void;
let alPerderLogin: AlPerderLogin | null = null;

/**
 * Who hears of a 401: the auth state, which (when someone was signed in) treats it as the login ended
 * on the server (deactivated, role or password changed, expired) and sends the user to the sign-in page.
 */
export function escucharLoginPerdido(fn: AlPerderLogin): () => void {
  alPerderLogin = fn;
  return () => {
    if (alPerderLogin === fn) alPerderLogin = null;
  };
}

async function request(endpoint: Endpoint, input?: { params?: unknown; query?: unknown; body?: unknown }) {
  const body = input?.body;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(buildUrl(endpoint, input), {
    method: endpoint.method,
    credentials: 'include',
    headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let parsed: Partial<ApiErrorBody> | undefined;
    try {
      parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    } catch {
      parsed = undefined;
    }
    if (res.status === 401) alPerderLogin?.(endpoint);
    const message = res.status >= 500 ? `${res.status} ${res.statusText}` : `${res.status} ${text}`;
    throw new ApiError(res.status, message, parsed);
  }
  return res;
}

export async function api<E extends Endpoint>(endpoint: E, ...args: OptionalIfEmpty<EndpointInput<E>>) {
  const res = await request(endpoint, args[0] as never);
  if (res.status === 204) return undefined as EndpointResponse<E>;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as EndpointResponse<E>;
}

/** Downloads a file answer (spreadsheets): the blob and the name from Content-Disposition. */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  fallbackName: string,
  ...args: OptionalIfEmpty<EndpointInput<E>>
): Promise<{ blob: Blob; filename: string }> {
  const res = await request(endpoint, args[0] as never);
  const filename = nombreDeDescarga(res.headers.get('content-disposition'), fallbackName);
  return { blob: await res.blob(), filename };
}

/**
 * The file name of a Content-Disposition header: the exact UTF-8 `filename*` (RFC 5987) when present,
 * else the plain `filename`, else the fallback.
 */
export function nombreDeDescarga(disposition: string | null, fallbackName: string): string {
  const extendido = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition ?? '')?.[1];
  if (extendido) {
    try {
      return decodeURIComponent(extendido);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plano = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition ?? '');
  return plano?.[1] || plano?.[2] || fallbackName;
}

/** Saves a blob as a file in the browser. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type OptionalIfEmpty<T> = [RequiredKeys<T>] extends [never] ? [input?: T] : [input: T];
