/** Push subscriptions (one row per device that accepted notifications) and who has one. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { suscripcionesPush, usuarios } from '../../db/schema/index';

export interface NuevaSuscripcion {
  usuarioId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A device's subscription, for this user (a browser handed to another user moves with its endpoint). */
export async function upsertSuscripcion(db: DbOrTx, s: NuevaSuscripcion): Promise<void> {
  await db
    .insert(suscripcionesPush)
    .values(s)
    .onConflictDoUpdate({
      target: suscripcionesPush.endpoint,
      set: { usuarioId: s.usuarioId, p256dh: s.p256dh, auth: s.auth, updatedAt: new Date() },
    });
}

export async function deleteSuscripcionDeUsuario(db: DbOrTx, usuarioId: number, endpoint: string) {
  await db
    .delete(suscripcionesPush)
    .where(and(eq(suscripcionesPush.usuarioId, usuarioId), eq(suscripcionesPush.endpoint, endpoint)));
}

export async function deleteSuscripcion(db: DbOrTx, id: number) {
  await db.delete(suscripcionesPush).where(eq(suscripcionesPush.id, id));
}

export async function listSuscripcionesDe(db: DbOrTx, usuarioId: number) {
  return db
    .select({
      id: suscripcionesPush.id,
      endpoint: suscripcionesPush.endpoint,
      p256dh: suscripcionesPush.p256dh,
      auth: suscripcionesPush.auth,
    })
    .from(suscripcionesPush)
    .where(eq(suscripcionesPush.usuarioId, usuarioId));
}

/** Of these users, those with at least one device subscribed (one query for a whole audience). */
export async function usuariosConPush(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const filas = await db
    .selectDistinct({ usuarioId: suscripcionesPush.usuarioId })
    .from(suscripcionesPush)
    .where(inArray(suscripcionesPush.usuarioId, [...new Set(ids)]));
  return new Set(filas.map((f) => f.usuarioId));
}

export async function findEmailUsuario(db: DbOrTx, id: number): Promise<string | undefined> {
  const [u] = await db
    .select({ email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.id, id), eq(usuarios.activo, true)));
  return u?.email;
}
