import type { FastifyInstance } from 'fastify';
import {
  authEndpoints,
  mensajesAuth,
  mensajesError,
  mensajeSchema,
  respuestaMeSchema,
  sessionEndpoints,
} from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { leerDispositivo, ponerPaso2 } from '../../plugins/cookies-acceso';
import { clearSessionCookie, readSessionToken } from '../../plugins/session';
import { logout, toUsuarioLogin } from './auth.service';
import { login } from './login.service';
import { entregarLogin } from './segundo-factor.routes';

export function authRoutes(app: FastifyInstance): void {
  // session.endpoints.ts loads no zod (it runs on every page), so the schemas are given here.
  route(
    app,
    sessionEndpoints.me,
    'publico',
    async ({ usuario, req, reply }) => {
      if (usuario) return { user: toUsuarioLogin(usuario) };
      // A visitor without a session cookie is not an error: every public page asks (decision 033).
      if (!readSessionToken(app, req.cookies)) return { user: null };
      // A cookie whose login has ended (expired, closed, revoked): 401, and the cookie goes too.
      clearSessionCookie(app, reply);
      throw new AppError('unauthorized', mensajesError.noAutenticado);
    },
    { respuesta: respuestaMeSchema },
  );

  route(app, authEndpoints.login, 'publico', async ({ body, req, reply }) => {
    try {
      // A new login (new token) at every sign-in; the one the browser had (if any) ends here.
      await logout(app.db, readSessionToken(app, req.cookies));
      const resultado = await login(app.db, body, { ip: req.ip, dispositivo: leerDispositivo(app, req) });
      if (resultado.tipo === 'login') return { user: entregarLogin(app, req, reply, resultado) };
      // The password was right; the second step comes with the `paso2` cookie.
      ponerPaso2(app, reply, resultado.tokenPaso);
      req.log.info({ evento: 'login_segundo_paso', paso: resultado.segundoFactor }, 'Contraseña correcta');
      return { segundoFactor: resultado.segundoFactor };
    } catch (err) {
      if (err instanceof AppError) req.log.warn({ evento: 'login_fallido', status: err.status }, err.message);
      throw err;
    }
  });

  route(
    app,
    sessionEndpoints.logout,
    'publico',
    async ({ req, reply }) => {
      await logout(app.db, readSessionToken(app, req.cookies));
      clearSessionCookie(app, reply);
      return { message: mensajesAuth.loginCerrado };
    },
    { respuesta: mensajeSchema },
  );
}
