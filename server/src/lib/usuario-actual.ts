import type { UsuarioLogin } from '@escuela/shared';

/**
 * The signed-in user of a request (`req.usuario`): the login's user plus the login row's id (`loginId`)
 * and the id of the teacher record linked to the user (null when none), all read by the one login query.
 */
export interface UsuarioActual extends UsuarioLogin {
  loginId: number;
  profesorId: number | null;
}
