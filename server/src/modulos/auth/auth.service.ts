import { mensajesAuth, mensajesError, type Login, type Rol, type UsuarioSesion } from '@escuela/shared';
import type { Db } from '../../db/client';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../lib/duracion-sesion';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { esperaSegundos, hit, reset, type Limite } from '../../lib/rate-limit';
import type { UsuarioActual } from '../../lib/usuario-actual';
import { hashToken, newToken } from '../../lib/tokens';
import type { DbOrTx } from '../../db/client';
import {
  deleteSesionByHash,
  deleteSesionesDeUsuarios,
  findSesionActiva,
  findUsuarioParaLogin,
  insertSesion,
  touchSesion,
} from './auth.repository';

export { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../lib/duracion-sesion';
/**
 * Login throttling (DESIGN.md §4, docs/decisions/015-login-throttling.md): failures count per
 * (account, address) and per address, never per account alone, so a stranger cannot lock a user out:
 * the right password from another network still signs in. Ten failures on one account from one
 * address, or 100 from one address over any accounts, wait out a 15-minute window.
 */
export const LIMITE_LOGIN_CUENTA_IP: Limite = { max: 10, ventanaSegundos: 15 * 60 };
export const LIMITE_LOGIN_IP: Limite = { max: 100, ventanaSegundos: 15 * 60 };

/** The counters of one account start with this prefix (one key per address). */
export const prefijoLoginCuenta = (email: string) => `login:cuenta-ip:${email.toLowerCase()}|`;

export type { UsuarioActual } from '../../lib/usuario-actual';

export function toUsuarioSesion(u: { id: number; nombre: string; email: string; rol: Rol }): UsuarioSesion {
  return { id: u.id, nombre: u.nombre, email: u.email, rol: u.rol };
}

export async function login(
  db: Db,
  datos: Login,
  ip: string,
): Promise<{ user: UsuarioSesion; token: string }> {
  const claveCuenta = `${prefijoLoginCuenta(datos.email)}${ip}`;
  const claveIp = `login:ip:${ip}`;
  const espera = Math.max(
    await esperaSegundos(db, claveCuenta, LIMITE_LOGIN_CUENTA_IP),
    await esperaSegundos(db, claveIp, LIMITE_LOGIN_IP),
  );
  if (espera > 0) {
    throw new AppError('too_many', mensajesError.demasiadosIntentos, { retryAfter: espera });
  }
  const usuario = await findUsuarioParaLogin(db, datos.email);
  // An inactive account, or one whose teacher has left, fails exactly like a wrong password.
  const puedeEntrar = usuario?.activo === true && !usuario.deBaja;
  const valid = await verifyPassword(puedeEntrar ? usuario.passwordHash : null, datos.password);
  if (!usuario || !valid) {
    await hit(db, claveCuenta, LIMITE_LOGIN_CUENTA_IP);
    await hit(db, claveIp, LIMITE_LOGIN_IP);
    throw new AppError('unauthorized', mensajesAuth.credencialesInvalidas);
  }
  // Only after the password is right, so the answer reveals nothing to someone guessing.
  if (usuario.rol === 'tutor' && !usuario.emailVerificadoAt) {
    throw new AppError('forbidden', mensajesAuth.emailNoVerificado);
  }
  await reset(db, claveCuenta);
  const token = newToken();
  await insertSesion(
    db,
    usuario.id,
    hashToken(token),
    new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000),
  );
  return { user: toUsuarioSesion(usuario), token };
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
