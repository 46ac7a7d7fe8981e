import type { Rol, UsuarioLogin } from '@escuela/shared';
import type { Db } from '../../db/client';
import { SESSION_IDLE_SECONDS } from '../../lib/duracion-login';
import type { UsuarioActual } from '../../lib/usuario-actual';
import { hashToken } from '../../lib/tokens';
import type { DbOrTx } from '../../db/client';
import { deleteLoginByHash, deleteLoginsDeUsuarios, findLoginActivo, touchLogin } from './auth.repository';

export { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../lib/duracion-login';

export type { UsuarioActual } from '../../lib/usuario-actual';

export function toUsuarioLogin(u: { id: number; nombre: string; email: string; rol: Rol }): UsuarioLogin {
  return { id: u.id, nombre: u.nombre, email: u.email, rol: u.rol };
}

/**
 * THE way to end a user's logins (deactivation, role change, password change, deletion, a teacher's
 * leave, a parent's deletion) of one user or several: every one of them, or all but `exceptoLoginId` (a
 * user changing their own password keeps the login they are using). The rows are deleted in the
 * caller's transaction; once it commits, no process honours those logins (none keeps them in memory).
 */
export async function terminarLoginsDeUsuario(
  db: DbOrTx,
  usuarioId: number | number[],
  opciones: { exceptoLoginId?: number } = {},
): Promise<void> {
  const ids = Array.isArray(usuarioId) ? usuarioId : [usuarioId];
  await deleteLoginsDeUsuarios(db, ids, opciones.exceptoLoginId);
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteLoginByHash(db, hashToken(token));
}

/**
 * Resolves a cookie's token to the signed-in user, with their teacher record (the scope of a `profesor`),
 * in one query on every request (decision 031); refreshes the idle clock at most once a minute.
 */
export async function resolveSession(db: Db, token: string): Promise<UsuarioActual | null> {
  const fila = await findLoginActivo(db, hashToken(token), SESSION_IDLE_SECONDS);
  if (!fila) return null;
  if (fila.tocar) await touchLogin(db, fila.loginId);
  return { ...toUsuarioLogin(fila), loginId: fila.loginId, profesorId: fila.profesorId };
}
