import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cuentasEndpoints } from '@escuela/shared';
import { exigirCupo, type Limite } from '../../db/rate-limit';
import { route } from '../../lib/route';
import { cambiarPasswordPropia } from './password-propia';
import {
  olvideContrasena,
  reenviarVerificacion,
  restablecerContrasena,
  verificarEmail,
  type ContextoCorreo,
} from './cuentas.service';

/** Per IP, for the calls that send e-mail or try tokens. */
export const LIMITE_CUENTAS_IP: Limite = { max: 30, ventanaSegundos: 15 * 60 };

export async function limitarPorIp(app: FastifyInstance, clave: string, ip: string) {
  await exigirCupo(app.db, `${clave}:ip:${ip}`, LIMITE_CUENTAS_IP);
}

/** What a service that sends mail needs; from a request, its log and its view of the outbox. */
export function contextoCorreo(app: FastifyInstance, req?: FastifyRequest): ContextoCorreo {
  return {
    db: app.db,
    correo: req ? app.correo.dePeticion(req) : app.correo,
    appUrl: app.config.appUrl,
    log: req?.log ?? app.log,
  };
}

export function cuentasRoutes(app: FastifyInstance): void {
  route(app, cuentasEndpoints.verificarEmail, 'publico', async ({ body, req }) => {
    await limitarPorIp(app, 'tokens', req.ip);
    const message = await verificarEmail(app.db, body.token);
    req.log.info({ evento: 'email_verificado' }, 'Email verificado');
    return { message };
  });

  route(app, cuentasEndpoints.reenviarVerificacion, 'publico', async ({ body, req }) => {
    await limitarPorIp(app, 'enlaces', req.ip);
    return { message: reenviarVerificacion(contextoCorreo(app, req), body.email) };
  });

  route(app, cuentasEndpoints.olvideContrasena, 'publico', async ({ body, req }) => {
    await limitarPorIp(app, 'enlaces', req.ip);
    req.log.info({ evento: 'olvide_contrasena' }, 'Solicitud de restablecimiento');
    return { message: olvideContrasena(contextoCorreo(app, req), body.email) };
  });

  route(
    app,
    cuentasEndpoints.restablecerContrasena,
    'publico',
    async ({ body, req }) => {
      await limitarPorIp(app, 'tokens', req.ip);
      const res = await restablecerContrasena(app.db, body);
      req.log.info({ evento: 'contrasena_restablecida' }, 'Contraseña restablecida');
      return res;
    },
    { password: true },
  );

  // Any signed-in user's own password (staff or parent).
  route(
    app,
    cuentasEndpoints.cambiarPassword,
    'autenticado',
    async ({ body, usuario, req }) => {
      const res = await cambiarPasswordPropia(app.db, usuario, body);
      req.log.info({ evento: 'password_cambiada', usuario: usuario.id }, 'Contraseña cambiada');
      return res;
    },
    { password: true },
  );
}
