import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sesionesAuth, usuarios } from '../../db/schema/index';
import { olvidarSesion, olvidarSesionesDeUsuario } from './sesiones-cache';
import { ZONA_ESCUELA } from '../../lib/fecha-escuela';

/**
 * True when the user is linked to a teacher whose fecha_baja is today or earlier (school calendar):
 * such a user cannot sign in and their sessions stop working (DESIGN.md §4). A `profesor` user is linked
 * by `profesores.usuario_id`, or by the same e-mail on a teacher record not yet linked to anyone (the
 * rule of `findProfesorDeUsuario`).
 */
// Written with qualified names: Drizzle drops the table name from columns in a one-table select.
export const profesorDeBaja = sql<boolean>`exists (
  select 1 from "profesores" "pb"
  where ("pb"."usuario_id" = "usuarios"."id"
    or ("pb"."usuario_id" is null and "usuarios"."rol" = 'profesor' and "pb"."email" = "usuarios"."email"))
  and "pb"."fecha_baja" <= (now() at time zone ${sql.raw(`'${ZONA_ESCUELA}'`)})::date
)`;

/** The account a login attempt names, with whether a teacher's leave keeps it out. */
export async function findUsuarioParaLogin(db: DbOrTx, email: string) {
  const [fila] = await db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      email: usuarios.email,
      rol: usuarios.rol,
      passwordHash: usuarios.passwordHash,
      activo: usuarios.activo,
      emailVerificadoAt: usuarios.emailVerificadoAt,
      deBaja: profesorDeBaja.mapWith(Boolean),
    })
    .from(usuarios)
    .where(eq(usuarios.email, email.toLowerCase()));
  return fila;
}

export async function insertSesion(db: DbOrTx, usuarioId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(sesionesAuth).values({ usuarioId, tokenHash, expiresAt, lastSeenAt: new Date() });
}

/**
 * The session and its user, when the token is known, within both limits, the user active and not linked
 * to a teacher who has left.
 */
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
        sql`not ${profesorDeBaja}`,
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

/** Ends every session of the users but `exceptoSesionId` (use `terminarSesionesDeUsuario`, not this). */
export async function deleteSesionesDeUsuarios(db: DbOrTx, usuarioIds: number[], exceptoSesionId?: number) {
  if (usuarioIds.length === 0) return;
  for (const id of usuarioIds) olvidarSesionesDeUsuario(id);
  await db
    .delete(sesionesAuth)
    .where(
      and(
        inArray(sesionesAuth.usuarioId, usuarioIds),
        exceptoSesionId === undefined ? undefined : ne(sesionesAuth.id, exceptoSesionId),
      ),
    );
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
