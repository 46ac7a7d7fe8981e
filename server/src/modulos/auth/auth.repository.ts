import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sesionesAuth, usuarios } from '../../db/schema/index';
import { olvidarSesion, olvidarSesionesDeUsuario } from './sesiones-cache';

export async function insertSesion(db: DbOrTx, usuarioId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(sesionesAuth).values({ usuarioId, tokenHash, expiresAt, lastSeenAt: new Date() });
}

/** The session and its user, when the token is known, within both limits, and the user active. */
export async function findSesionActiva(db: DbOrTx, tokenHash: string, idleSeconds: number) {
  const [fila] = await db
    .select({
      sesionId: sesionesAuth.id,
      lastSeenAt: sesionesAuth.lastSeenAt,
      expiresAt: sesionesAuth.expiresAt,
      id: usuarios.id,
      nombre: usuarios.nombre,
      email: usuarios.email,
      rol: usuarios.rol,
    })
    .from(sesionesAuth)
    .innerJoin(usuarios, eq(usuarios.id, sesionesAuth.usuarioId))
    .where(
      and(
        eq(sesionesAuth.tokenHash, tokenHash),
        gt(sesionesAuth.expiresAt, sql`now()`),
        gt(sesionesAuth.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
        eq(usuarios.activo, true),
      ),
    );
  return fila;
}

export async function touchSesion(db: DbOrTx, sesionId: number) {
  await db.update(sesionesAuth).set({ lastSeenAt: new Date() }).where(eq(sesionesAuth.id, sesionId));
}

export async function deleteSesionByHash(db: DbOrTx, tokenHash: string) {
  olvidarSesion(tokenHash);
  await db.delete(sesionesAuth).where(eq(sesionesAuth.tokenHash, tokenHash));
}

/** Ends every session of a user (password change, deactivation). */
export async function deleteSesionesDeUsuario(db: DbOrTx, usuarioId: number) {
  olvidarSesionesDeUsuario(usuarioId);
  await db.delete(sesionesAuth).where(eq(sesionesAuth.usuarioId, usuarioId));
}

export async function deleteSesionesCaducadas(db: DbOrTx, idleSeconds: number) {
  await db
    .delete(sesionesAuth)
    .where(
      or(
        lt(sesionesAuth.expiresAt, sql`now()`),
        lt(sesionesAuth.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    );
}
