import type { FastifyInstance } from 'fastify';
import { usuariosEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { route, type RouteContext } from '../../lib/route';
import type { UsuarioActual } from '../../lib/usuario-actual';
import { contextoCorreo } from '../cuentas/cuentas.routes';
import {
  actualizarUsuario,
  crearDesdeProfesores,
  crearUsuarioGestion,
  eliminarUsuario,
  listarUsuarios,
  quitarSegundoFactor,
} from './usuarios.service';

export function usuariosRoutes(app: FastifyInstance): void {
  route(app, usuariosEndpoints.list, SOLO_ADMIN, () => listarUsuarios(app.db));

  route(
    app,
    usuariosEndpoints.create,
    SOLO_ADMIN,
    async ({ body, usuario, req }) => {
      const res = await crearUsuarioGestion(contextoCorreo(app, req), body);
      req.log.info(
        { evento: 'usuario_creado', usuario: usuario.id, creado: res.usuario.id, rol: res.usuario.rol },
        'Usuario creado',
      );
      return res;
    },
    { status: 201, password: true },
  );

  route(
    app,
    usuariosEndpoints.update,
    SOLO_ADMIN,
    async ({ params, body, usuario, req }) => {
      const { cambios, ...res } = await actualizarUsuario(app.db, usuario, params.id, body);
      // DESIGN.md §6: a role change (and a deactivation) is a security event.
      if (cambios.rol !== undefined || cambios.activo !== undefined) {
        req.log.info(
          { evento: 'usuario_cambio_rol_estado', usuario: usuario.id, objetivo: params.id, ...cambios },
          'Cambio de rol o estado de un usuario',
        );
      }
      return res;
    },
    { password: true },
  );

  type Sobre = Pick<
    RouteContext<typeof usuariosEndpoints.remove, UsuarioActual>,
    'params' | 'usuario' | 'req'
  >;
  /** An admin's action on another user: DESIGN.md §6, a security event logged with who and on whom. */
  const sobreOtroUsuario =
    (accion: typeof eliminarUsuario, evento: string, registro: string) =>
    async ({ params, usuario, req }: Sobre) => {
      const res = await accion(app.db, usuario.id, params.id);
      req.log.info({ evento, usuario: usuario.id, objetivo: params.id }, registro);
      return res;
    };

  route(
    app,
    usuariosEndpoints.remove,
    SOLO_ADMIN,
    sobreOtroUsuario(eliminarUsuario, 'usuario_eliminado', 'Usuario eliminado'),
  );

  route(
    app,
    usuariosEndpoints.quitarSegundoFactor,
    SOLO_ADMIN,
    sobreOtroUsuario(
      quitarSegundoFactor,
      'segundo_factor_quitado',
      'Verificación en dos pasos quitada por un administrador',
    ),
  );

  route(app, usuariosEndpoints.crearDesdeProfesores, SOLO_ADMIN, async ({ usuario, req }) => {
    const res = await crearDesdeProfesores(contextoCorreo(app, req));
    req.log.info(
      { evento: 'usuarios_desde_profesores', usuario: usuario.id, creados: res.creados },
      'Usuarios creados desde profesores',
    );
    return res;
  });
}
