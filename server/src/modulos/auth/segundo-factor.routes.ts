/**
 * The sign-in's second step (the `paso2` cookie) and a staff account's own second factor, from its
 * account menu (decision 029).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mensajesSegundoFactor, segundoFactorEndpoints, STAFF, type UsuarioLogin } from '@escuela/shared';
import { route, type RouteContext } from '../../lib/route';
import type { UsuarioActual } from '../../lib/usuario-actual';
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

  type ConCodigo = Pick<
    RouteContext<typeof segundoFactorEndpoints.activar, UsuarioActual>,
    'usuario' | 'body' | 'req'
  >;
  /** A change checked with a current code that answers a new set of recovery codes, and is logged. */
  const conCodigosNuevos =
    (cambio: typeof activarDesdeCuenta, evento: string, registro: string, message: string) =>
    async ({ usuario, body, req }: ConCodigo) => {
      const codigos = await cambio(app.db, cuenta(usuario), body.codigo, await dispositivo(req, usuario.id));
      req.log.info({ evento, usuario: usuario.id }, registro);
      return { message, codigosRecuperacion: codigos };
    };

  route(
    app,
    segundoFactorEndpoints.activar,
    STAFF,
    conCodigosNuevos(
      activarDesdeCuenta,
      'segundo_factor_activado',
      'Segundo factor activado',
      mensajesSegundoFactor.activado,
    ),
  );

  route(
    app,
    segundoFactorEndpoints.regenerarCodigos,
    STAFF,
    conCodigosNuevos(
      regenerarCodigos,
      'codigos_recuperacion_nuevos',
      'Códigos de recuperación nuevos',
      mensajesSegundoFactor.codigosNuevos,
    ),
  );

  route(app, segundoFactorEndpoints.desactivar, STAFF, async ({ usuario, body, req }) => {
    await desactivar(app.db, cuenta(usuario), body, await dispositivo(req, usuario.id));
    req.log.info({ evento: 'segundo_factor_desactivado', usuario: usuario.id }, 'Segundo factor desactivado');
    return { message: mensajesSegundoFactor.desactivado };
  });
}
