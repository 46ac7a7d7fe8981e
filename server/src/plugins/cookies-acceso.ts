/**
 * The two sign-in cookies besides the session (decision 029), both HttpOnly, SameSite=Lax, Path=/ and,
 * in production, Secure with the `__Host-` prefix:
 * - `dispositivo`: a random id of this browser, kept 180 days; the accounts that signed in here trust it
 *   for throttling only (it never skips a password or a code);
 * - `paso2`: a sign-in whose password was right and that waits for its second step, 10 minutes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DISPOSITIVO_SEGUNDOS = 180 * 24 * 60 * 60;
export const PASO2_SEGUNDOS = 10 * 60;

const nombre = (app: FastifyInstance, base: string) => (app.config.isProduction ? `__Host-${base}` : base);

function opciones(app: FastifyInstance, maxAge?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.isProduction,
    path: '/',
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

export function leerDispositivo(app: FastifyInstance, req: FastifyRequest): string | undefined {
  return req.cookies[nombre(app, 'dispositivo')];
}

export function ponerDispositivo(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(nombre(app, 'dispositivo'), token, opciones(app, DISPOSITIVO_SEGUNDOS));
}

export function leerPaso2(app: FastifyInstance, req: FastifyRequest): string | undefined {
  return req.cookies[nombre(app, 'paso2')];
}

export function ponerPaso2(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(nombre(app, 'paso2'), token, opciones(app, PASO2_SEGUNDOS));
}

export function quitarPaso2(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(nombre(app, 'paso2'), opciones(app));
}
