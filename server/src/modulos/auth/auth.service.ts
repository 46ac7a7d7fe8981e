import type { Rol, UsuarioSesion } from '@escuela/shared';
import type { Db } from '../../db/client';
import { SESSION_IDLE_SECONDS } from '../../lib/duracion-sesion';
import type { UsuarioActual } from '../../lib/usuario-actual';
import { hashToken } from '../../lib/tokens';
import type { DbOrTx } from '../../db/client';
import {
  deleteSesionByHash,
  deleteSesionesDeUsuarios,
  findSesionActiva,
  touchSesion,
} from './auth.repository';

export { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../lib/duracion-sesion';

export type { UsuarioActual } from '../../lib/usuario-actual';

export function toUsuarioSesion(u: { id: number; nombre: string; email: string; rol: Rol }): UsuarioSesion {
  return { id: u.id, nombre: u.nombre, email: u.email, rol: u.rol };
}

/**
 * THE way to end a user's sessions (deactivation, role change, password change, deletion, a teacher's
 * leave, a parent's deletion) of one user or several: every one of them, or all but `exceptoSesionId` (a
 * user changing their own password keeps the session they are using). The rows are deleted in the
 * caller's transaction; once it commits, no process honours those sessions (none keeps them in memory).
 */
export async function terminarSesionesDeUsuario(
  db: DbOrTx,
  usuarioId: number | number[],
  opciones: { exceptoSesionId?: number } = {},
): Promise<void> {
  const ids = Array.isArray(usuarioId) ? usuarioId : [usuarioId];
  await deleteSesionesDeUsuarios(db, ids, opciones.exceptoSesionId);
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSesionByHash(db, hashToken(token));
}

/**
 * Resolves a cookie's token to the signed-in user, with their teacher record (the scope of a `profesor`),
 * in one query on every request (decision 031); refreshes the idle clock at most once a minute.
 */
export async function resolveSession(db: Db, token: string): Promise<UsuarioActual | null> {
  const fila = await findSesionActiva(db, hashToken(token), SESSION_IDLE_SECONDS);
  if (!fila) return null;
  if (fila.tocar) await touchSesion(db, fila.sesionId);
  return { ...toUsuarioSesion(fila), sesionId: fila.sesionId, profesorId: fila.profesorId };
}
