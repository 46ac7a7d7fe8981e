import type { UsuarioSesion } from '@escuela/shared';

/** The signed-in user of a request (`req.usuario`): the session's user plus the session row's id. */
export interface UsuarioActual extends UsuarioSesion {
  sesionId: number;
}
