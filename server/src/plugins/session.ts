import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { SESSION_ABSOLUTE_SECONDS } from '../lib/duracion-login';
import type { UsuarioActual } from '../lib/usuario-actual';

/** Turns a cookie's token into the signed-in user (the auth module's `resolveSession`). */
export type ResolverLogin = (db: Db, token: string) => Promise<UsuarioActual | null>;

export function sessionCookieName(isProduction: boolean): string {
  // `__Host-` requires Secure and Path=/ and no Domain: the browser then refuses any other site's cookie.
  return isProduction ? '__Host-sid' : 'sid';
}

/**
 * Reads the session cookie on every API request and sets `req.usuario` (or null). The resolver is
 * passed in by app.ts, so plugins never import a module.
 */
export async function registerSession(app: FastifyInstance, resolveSession: ResolverLogin): Promise<void> {
  await app.register(cookie);
  const name = sessionCookieName(app.config.isProduction);
  app.decorateRequest('usuario', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[name];
    req.usuario = token ? await resolveSession(app.db, token) : null;
  });
}

export function readSessionToken(app: FastifyInstance, cookies: Record<string, string | undefined>) {
  return cookies[sessionCookieName(app.config.isProduction)];
}

/**
 * The session cookie. `persistente` ('Recordarme en este equipo'): it lasts the session's 12 hours even
 * if the browser closes; otherwise it has no Max-Age/Expires and the browser drops it when it closes (a
 * shared family computer). The server's own limits (2 h idle, 12 h absolute) apply either way.
 */
export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  { persistente }: { persistente: boolean },
): void {
  reply.setCookie(sessionCookieName(app.config.isProduction), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
    path: '/',
    ...(persistente ? { maxAge: SESSION_ABSOLUTE_SECONDS } : {}),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(app.config.isProduction), {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
    path: '/',
  });
}
