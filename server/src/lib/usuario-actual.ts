import type { UsuarioLogin } from '@escuela/shared';

/**
 * The signed-in user of a request (`req.usuario`): the session's user plus the session row's id and the
 * id of the teacher record linked to the user (null when none), all read by the one session query.
 */
export interface UsuarioActual extends UsuarioLogin {
  loginId: number;
  profesorId: number | null;
}
