/**
 * What reaches the log (DESIGN.md §6 Logs, docs/decisions/018-log-rules.md): passwords, cookies, tokens,
 * IBAN and DNI are censored by path; a database error is logged with its code and message, never its
 * query parameters (nor the SQL text, nor PostgreSQL's `detail`, which repeats the offending values);
 * the request URL of a token page is logged without its query string.
 */
import type { FastifyRequest } from 'fastify';

export const CENSURA = '[oculto]';

export const rutasCensuradas = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordActual',
  '*.passwordNueva',
  '*.token',
  '*.dni',
  '*.cuentaBancaria',
  '*.cuenta',
  '*.numeroCuenta',
  '*.iban',
  // The second factor (decision 029): its secret, its URI and QR, codes typed and recovery codes.
  '*.secreto',
  '*.uri',
  '*.qr',
  '*.codigo',
  '*.codigosRecuperacion',
];

/** Pages and calls whose query may carry a single-use token. */
const CON_TOKEN = /^\/(api\/auth\/)?(verificar-email|restablecer-contrasena)(\/|\?|$)/;

/** The URL as it may be logged: no query string on token pages, nor on any URL that names a token. */
export function urlParaLog(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  if (CON_TOKEN.test(url) || /(^|[?&])token=/i.test(url.slice(q + 1))) return `${url.slice(0, q)}?[oculto]`;
  return url;
}

export function serializarPeticion(req: FastifyRequest) {
  return {
    method: req.method,
    url: urlParaLog(req.url),
    host: req.host,
    remoteAddress: req.ip,
  };
}

interface ErrorConCausa {
  name?: string;
  message?: string;
  code?: unknown;
  stack?: string;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
}

const esObjeto = (v: unknown): v is ErrorConCausa => typeof v === 'object' && v !== null;

/** The database's error under a Drizzle wrapper (which carries the SQL and its parameters), if any. */
function errorDeBaseDeDatos(err: ErrorConCausa): ErrorConCausa | null {
  if ('params' in err || 'query' in err || err.name === 'DrizzleQueryError') {
    return esObjeto(err.cause) ? err.cause : { message: 'Error de consulta' };
  }
  // pg's DatabaseError: a SQLSTATE code of five characters, plus `detail`/`where` with values.
  if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && 'severity' in err) return err;
  return null;
}

interface ErrorSerializado {
  [clave: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** pino serializer for `err`: the database's code and message only; other errors as usual. */
export function serializarError(valor: unknown): ErrorSerializado {
  if (!esObjeto(valor)) return { type: 'Error', message: String(valor), stack: '' };
  const db = errorDeBaseDeDatos(valor);
  if (db) {
    return {
      type: 'DatabaseError',
      code: db.code,
      message: String(db.message ?? '').split('\n')[0] ?? '',
      stack: '',
    };
  }
  const salida: ErrorSerializado = {
    type: valor.name ?? 'Error',
    message: String(valor.message ?? ''),
    stack: valor.stack ?? '',
  };
  if (valor.code !== undefined) salida.code = valor.code;
  if (esObjeto(valor.cause)) salida.cause = serializarError(valor.cause);
  return salida;
}

/** Connection-level failures: the database cannot be reached (DESIGN.md §5 → 503, never 500). */
const CODIGOS_SIN_CONEXION = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
]);
const MENSAJES_SIN_CONEXION = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /connect ECONNREFUSED/i,
  /PGlite is closed/i,
];

export function esBaseDeDatosNoDisponible(err: unknown, profundidad = 0): boolean {
  if (!esObjeto(err) || profundidad > 4) return false;
  const code = typeof err.code === 'string' ? err.code : '';
  if (CODIGOS_SIN_CONEXION.has(code) || code.startsWith('08')) return true;
  if (MENSAJES_SIN_CONEXION.some((re) => re.test(String(err.message ?? '')))) return true;
  const grupo = (err as { errors?: unknown }).errors;
  if (Array.isArray(grupo) && grupo.some((e) => esBaseDeDatosNoDisponible(e, profundidad + 1))) return true;
  return esBaseDeDatosNoDisponible(err.cause, profundidad + 1);
}
