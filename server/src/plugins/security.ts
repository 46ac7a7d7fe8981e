import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { mensajesError } from '@escuela/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only bodies a mutating request may carry: a browser cannot send these cross-site without CORS. */
const TIPOS_ADMITIDOS = /^\s*(application\/json|multipart\/form-data)\s*(;|$)/i;

/**
 * A mutating request with a body must say it is JSON or multipart; one without a body must not claim a
 * form type either (a `text/plain` or urlencoded form post is what a foreign page can send blind).
 */
export function tipoDeContenidoAdmitido(headers: {
  'content-type'?: string;
  'content-length'?: string;
  'transfer-encoding'?: string;
}): boolean {
  const tipo = headers['content-type'];
  if (tipo !== undefined) return TIPOS_ADMITIDOS.test(tipo);
  const conCuerpo = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  return !conCuerpo;
}

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * The headers helmet sets, computed once: none of them depends on the request (no CSP nonces), and
 * `@fastify/helmet` rebuilt them, parsing the CSP directives, on every request (docs/decisions/019-delivery-and-request-pipeline.md).
 */
function cabecerasHelmet(opciones: HelmetOptions): Record<string, string> {
  const cabeceras: Record<string, string> = {};
  const res = {
    setHeader: (nombre: string, valor: string) => void (cabeceras[nombre.toLowerCase()] = String(valor)),
    removeHeader: (nombre: string) => void delete cabeceras[nombre.toLowerCase()],
  };
  let error: unknown;
  helmet(opciones)({} as never, res as never, (e?: unknown) => (error = e));
  if (error) throw error;
  return cabeceras;
}

/** Security headers (DESIGN.md §6) and the same-origin rule for every mutating request. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { isProduction, appUrl } = app.config;
  const cabeceras = cabecerasHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, hecho) => {
    reply.headers(cabeceras);
    hecho();
  });

  const allowed = new Set([new URL(appUrl).origin]);
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const ownOrigin = `${req.protocol}://${req.host}`;
    const foreign = origin !== undefined && origin !== ownOrigin && !allowed.has(origin);
    if (foreign || site === 'cross-site') {
      req.log.warn({ evento: 'origen_rechazado', origin, site }, 'Petición de otro origen rechazada');
      return reply.status(403).send({ message: mensajesError.origenNoPermitido });
    }
    if (!tipoDeContenidoAdmitido(req.headers)) {
      req.log.warn(
        { evento: 'tipo_rechazado', tipo: req.headers['content-type'] },
        'Petición con tipo de contenido no admitido',
      );
      return reply.status(415).send({ message: mensajesError.tipoNoAdmitido });
    }
  });
}
