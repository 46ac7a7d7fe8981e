import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profesores, sesionesAuth, usuarios } from '../../db/schema/index';
import { ahoraEscuela } from '../../db/reloj-escuela';
import { preparada } from '../../lib/preparadas';

const hoyEscuelaSql = sql`${ahoraEscuela()}::date`;
/** How old the idle clock may get before a request moves it (DESIGN.md §6 counts idle time in hours). */
const TOQUE = sql.raw(`interval '1 minute'`);

/**
 * True when the user is linked (`profesores.usuario_id`, set whenever either record is written:
 * `vincularProfesorPorEmail`) to a teacher whose fecha_baja is today or earlier (school calendar): such a
 * user cannot sign in and their sessions stop working (DESIGN.md §4).
 */
// Written with qualified names: Drizzle drops the table name from columns in a one-table select.
export const profesorDeBaja = sql<boolean>`exists (
  select 1 from "profesores" "pb"
  where "pb"."usuario_id" = "usuarios"."id" and "pb"."fecha_baja" <= ${hoyEscuelaSql}
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
 * The session, its user and the user's teacher record (the scope of a `profesor`), in one query by the
 * token's unique index, when the token is known, within both limits (checked here, in SQL), the user
 * active and not linked to a teacher who has left. Every signed-in request runs it: nothing about a
 * session is kept in memory (decision 031), so a write committed by any process counts at the next request.
 * `tocar` says the idle clock is over a minute old and should be moved (`touchSesion`).
 */
export async function findSesionActiva(db: DbOrTx, tokenHash: string, idleSeconds: number) {
  // Prepared once (Drizzle would rebuild its SQL text on every request).
  const consulta = preparada(db, 'auth:sesion', () =>
    db
      .select({
        sesionId: sesionesAuth.id,
        tocar: sql<boolean>`${sesionesAuth.lastSeenAt} < now() - ${TOQUE}`,
        id: usuarios.id,
        nombre: usuarios.nombre,
        email: usuarios.email,
        rol: usuarios.rol,
        profesorId: profesores.id,
      })
      .from(sesionesAuth)
      .innerJoin(usuarios, eq(usuarios.id, sesionesAuth.usuarioId))
      .leftJoin(profesores, eq(profesores.usuarioId, usuarios.id))
      .where(
        and(
          eq(sesionesAuth.tokenHash, sql.placeholder('tokenHash')),
          gt(sesionesAuth.expiresAt, sql`now()`),
          gt(
            sesionesAuth.lastSeenAt,
            sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')}::int)`,
          ),
          eq(usuarios.activo, true),
          or(isNull(profesores.fechaBaja), gt(profesores.fechaBaja, hoyEscuelaSql)),
        ),
      )
      .prepare('auth_sesion'),
  );
  const [fila] = await consulta.execute({ tokenHash, idleSeconds });
  return fila;
}

/**
 * Moves the idle clock, at most once a minute per session (the only write a GET may cause: decision
 * 031). A burst of requests that all saw an old clock writes it once; the others match no row.
 */
export async function touchSesion(db: DbOrTx, sesionId: number) {
  await db
    .update(sesionesAuth)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sesionesAuth.id, sesionId), lt(sesionesAuth.lastSeenAt, sql`now() - ${TOQUE}`)));
}

export async function deleteSesionByHash(db: DbOrTx, tokenHash: string) {
  await db.delete(sesionesAuth).where(eq(sesionesAuth.tokenHash, tokenHash));
}

/** Ends every session of the users but `exceptoSesionId` (use `terminarSesionesDeUsuario`, not this). */
export async function deleteSesionesDeUsuarios(db: DbOrTx, usuarioIds: number[], exceptoSesionId?: number) {
  if (usuarioIds.length === 0) return;
  await db
    .delete(sesionesAuth)
    .where(
      and(
        inArray(sesionesAuth.usuarioId, usuarioIds),
        exceptoSesionId === undefined ? undefined : ne(sesionesAuth.id, exceptoSesionId),
      ),
    );
}
