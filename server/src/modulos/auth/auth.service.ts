import { mensajesAuth, mensajesError, type Login, type Rol, type UsuarioSesion } from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { hit, isLimited, reset, type Limite } from '../../lib/rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import { findUsuarioByEmail } from '../usuarios/usuarios.repository';
import { deleteSesionByHash, findSesionActiva, insertSesion, touchSesion } from './auth.repository';
import { leerSesionCacheada, recordarSesion } from './sesiones-cache';

/** DESIGN.md §6: idle 2 h, absolute 12 h. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
// Attempts 1–19 of a run of failures are answered; from the 20th the account waits out the window.
export const LIMITE_LOGIN_CUENTA: Limite = { max: 19, ventanaSegundos: 15 * 60 };
export const LIMITE_LOGIN_IP: Limite = { max: 100, ventanaSegundos: 15 * 60 };

export interface UsuarioActual extends UsuarioSesion {
  sesionId: number;
}

export function toUsuarioSesion(u: { id: number; nombre: string; email: string; rol: Rol }): UsuarioSesion {
  return { id: u.id, nombre: u.nombre, email: u.email, rol: u.rol };
}

export async function login(
  db: Db,
  datos: Login,
  ip: string,
): Promise<{ user: UsuarioSesion; token: string }> {
  const claveCuenta = `login:cuenta:${datos.email}`;
  const claveIp = `login:ip:${ip}`;
  if (
    (await isLimited(db, claveCuenta, LIMITE_LOGIN_CUENTA)) ||
    (await isLimited(db, claveIp, LIMITE_LOGIN_IP))
  ) {
    throw new AppError('too_many', mensajesError.demasiadosIntentos);
  }
  const usuario = await findUsuarioByEmail(db, datos.email);
  const valid = await verifyPassword(usuario?.activo ? usuario.passwordHash : null, datos.password);
  if (!usuario || !valid) {
    await hit(db, claveCuenta, LIMITE_LOGIN_CUENTA);
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
