import type { FastifyInstance } from 'fastify';
import {
  authEndpoints,
  mensajesAuth,
  mensajesError,
  respuestaMeSchema,
  sessionEndpoints,
} from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../plugins/session';
import { login, logout, toUsuarioSesion } from './auth.service';

export function authRoutes(app: FastifyInstance): void {
  // session.endpoints.ts loads no zod (it runs on every page), so the schema is given here.
  route(
    app,
    sessionEndpoints.me,
    'publico',
    async ({ usuario, req, reply }) => {
      if (usuario) return { user: toUsuarioSesion(usuario) };
      // A visitor without a session cookie is not an error: every public page asks (decision 033).
      if (!readSessionToken(app, req.cookies)) return { user: null };
      // A cookie whose session has ended (expired, closed, revoked): 401, and the cookie goes too.
      clearSessionCookie(app, reply);
      throw new AppError('unauthorized', mensajesError.noAutenticado);
    },
    { respuesta: respuestaMeSchema },
  );

  route(app, authEndpoints.login, 'publico', async ({ body, req, reply }) => {
    try {
      // A new session id at every login; the one the browser had (if any) ends here.
      await logout(app.db, readSessionToken(app, req.cookies));
      const { user, token } = await login(app.db, body, req.ip);
      setSessionCookie(app, reply, token);
      req.log.info({ evento: 'login', usuario: user.id, rol: user.rol }, 'Inicio de sesión');
      return { user };
    } catch (err) {
      if (err instanceof AppError) req.log.warn({ evento: 'login_fallido', status: err.status }, err.message);
      throw err;
    }
  });

  route(app, sessionEndpoints.logout, 'publico', async ({ req, reply }) => {
    await logout(app.db, readSessionToken(app, req.cookies));
    clearSessionCookie(app, reply);
    return { message: mensajesAuth.sesionCerrada };
  });
}
