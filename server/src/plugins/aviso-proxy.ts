/**
 * DESIGN.md §1: `X-Forwarded-For` counts only from the proxies named in `TRUST_PROXY`. In production,
 * requests that arrive with that header while `TRUST_PROXY` is unset mean a proxy the server does not
 * know about: every client then shares the proxy's address, and so do the per-address limits (sign-in,
 * contact). The log says so once, at the first such request (decision 029).
 */
import type { FastifyInstance } from 'fastify';

export const AVISO_PROXY =
  'Llegan peticiones con X-Forwarded-For pero TRUST_PROXY no está definida: todos los clientes parecen ' +
  'venir de la dirección del proxy y comparten sus límites por dirección (inicio de sesión, contacto). ' +
  'Define TRUST_PROXY con el número de proxies delante del servidor o con sus direcciones.';

export function registerAvisoProxy(app: FastifyInstance): void {
  if (!app.config.isProduction || app.config.trustProxy !== false) return;
  let avisado = false;
  app.addHook('onRequest', (req, _reply, done) => {
    if (!avisado && req.headers['x-forwarded-for'] !== undefined) {
      avisado = true;
      app.log.warn({ evento: 'proxy_sin_configurar' }, AVISO_PROXY);
    }
    done();
  });
}
