/**
 * The sign-in's second step (the `paso2` cookie) and a staff account's own second factor, from its
 * account menu (decision 029).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mensajesSegundoFactor, segundoFactorEndpoints, STAFF, type UsuarioLogin } from '@escuela/shared';
import { route } from '../../lib/route';
import { leerDispositivo, leerPaso2, ponerDispositivo, quitarPaso2 } from '../../plugins/cookies-acceso';
import { setSessionCookie } from '../../plugins/session';
import { altaEnLogin, completarSegundoPaso, dispositivoConfiable, type LoginAbierto } from './login.service';
import {
  activarDesdeCuenta,
  desactivar,
  empezarAlta,
  estadoSegundoFactor,
  regenerarCodigos,
} from './segundo-factor.service';

/** A full sign-in: the session cookie ('Recordarme' decides whether it outlives the browser), this browser trusted. */
export function entregarLogin(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  login: LoginAbierto,
): UsuarioLogin {
  setSessionCookie(app, reply, login.token, { persistente: login.recordarme });
  ponerDispositivo(app, reply, login.dispositivo);
  req.log.info({ evento: 'login', usuario: login.user.id, rol: login.user.rol }, 'Inicio de sesión');
  return login.user;
}

export function segundoFactorRoutes(app: FastifyInstance): void {
  route(app, segundoFactorEndpoints.codigoLogin, 'publico', async ({ body, req, reply }) => {
    try {
      const origen = { ip: req.ip, dispositivo: leerDispositivo(app, req) };
      const login = await completarSegundoPaso(app.db, leerPaso2(app, req), body.codigo, origen);
      quitarPaso2(app, reply);
      const user = entregarLogin(app, req, reply, login);
      if (!login.codigosRecuperacion) return { user };
      req.log.info({ evento: 'segundo_factor_activado', usuario: user.id }, 'Segundo factor activado');
      return { user, codigosRecuperacion: login.codigosRecuperacion };
    } catch (err) {
      req.log.warn({ evento: 'segundo_paso_fallido' }, 'Segundo paso del inicio de sesión fallido');
      throw err;
    }
  });

  route(app, segundoFactorEndpoints.altaLogin, 'publico', async ({ req }) =>
    altaEnLogin(app.db, leerPaso2(app, req)),
  );

  const cuenta = (u: UsuarioLogin) => ({ id: u.id, email: u.email, rol: u.rol });
  const dispositivo = (req: FastifyRequest, usuarioId: number) =>
    dispositivoConfiable(app.db, usuarioId, leerDispositivo(app, req));

  route(app, segundoFactorEndpoints.estado, STAFF, async ({ usuario }) =>
    estadoSegundoFactor(app.db, cuenta(usuario)),
  );

  route(app, segundoFactorEndpoints.alta, STAFF, async ({ usuario }) => empezarAlta(app.db, cuenta(usuario)));

  route(app, segundoFactorEndpoints.activar, STAFF, async ({ usuario, body, req }) => {
    const codigos = await activarDesdeCuenta(
      app.db,
      cuenta(usuario),
      body.codigo,
      await dispositivo(req, usuario.id),
    );
    req.log.info({ evento: 'segundo_factor_activado', usuario: usuario.id }, 'Segundo factor activado');
    return { message: mensajesSegundoFactor.activado, codigosRecuperacion: codigos };
  });

  route(app, segundoFactorEndpoints.regenerarCodigos, STAFF, async ({ usuario, body, req }) => {
    const codigos = await regenerarCodigos(
      app.db,
      cuenta(usuario),
      body.codigo,
      await dispositivo(req, usuario.id),
    );
    req.log.info(
      { evento: 'codigos_recuperacion_nuevos', usuario: usuario.id },
      'Códigos de recuperación nuevos',
    );
    return { message: mensajesSegundoFactor.codigosNuevos, codigosRecuperacion: codigos };
  });

  route(app, segundoFactorEndpoints.desactivar, STAFF, async ({ usuario, body, req }) => {
    await desactivar(app.db, cuenta(usuario), body, await dispositivo(req, usuario.id));
    req.log.info({ evento: 'segundo_factor_desactivado', usuario: usuario.id }, 'Segundo factor desactivado');
    return { message: mensajesSegundoFactor.desactivado };
  });
}
