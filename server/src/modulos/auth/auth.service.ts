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
import { leerSesionCacheada, recordarSesion } from './sesiones-cache';

export { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../lib/duracion-sesion';

export type { UsuarioActual } from '../../lib/usuario-actual';

export function toUsuarioSesion(u: { id: number; nombre: string; email: string; rol: Rol }): UsuarioSesion {
  return { id: u.id, nombre: u.nombre, email: u.email, rol: u.rol };
}

/**
 * THE way to end a user's sessions (deactivation, role change, password change, deletion, a teacher's
 * leave, a parent's deletion) of one user or several: every one of them, or all but `exceptoSesionId` (a user changing their own password keeps the
 * session they are using). Any in-process session cache must be evicted here too.
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

const TOQUE_MS = 60_000;

/**
 * Resolves a cookie's token to the signed-in user; refreshes the idle clock at most once a minute.
 * A session read from the database in the last few seconds comes from the in-process cache
 * (`sesiones-cache.ts`), its idle and absolute limits checked again here.
 */
export async function resolveSession(db: Db, token: string): Promise<UsuarioActual | null> {
  const hash = hashToken(token);
  const ahora = Date.now();
  const cacheada = leerSesionCacheada(hash);
  if (
    cacheada &&
    cacheada.expiraEn > ahora &&
    cacheada.ultimaActividad > ahora - SESSION_IDLE_SECONDS * 1000 &&
    ahora - cacheada.ultimaActividad <= TOQUE_MS
  ) {
    return { ...toUsuarioSesion(cacheada), sesionId: cacheada.sesionId };
  }
  const fila = await findSesionActiva(db, hash, SESSION_IDLE_SECONDS);
  if (!fila) return null;
  let ultimaActividad = fila.lastSeenAt.getTime();
  if (ahora - ultimaActividad > TOQUE_MS) {
    await touchSesion(db, fila.sesionId);
    ultimaActividad = ahora;
  }
  recordarSesion(hash, {
    sesionId: fila.sesionId,
    id: fila.id,
    nombre: fila.nombre,
    email: fila.email,
    rol: fila.rol,
    expiraEn: fila.expiresAt.getTime(),
    ultimaActividad,
  });
  return { ...toUsuarioSesion(fila), sesionId: fila.sesionId };
}
