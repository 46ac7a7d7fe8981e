import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profesores, logins, usuarios } from '../../db/schema/index';
import { ahoraEscuela } from '../../db/reloj-escuela';
import { preparada } from '../../lib/preparadas';

const hoyEscuelaSql = sql`${ahoraEscuela()}::date`;
/** How old the idle clock may get before a request moves it (DESIGN.md §6 counts idle time in hours). */
const TOQUE = sql.raw(`interval '1 minute'`);

/**
 * True when the user is linked (`profesores.usuario_id`, set whenever either record is written:
 * `vincularProfesorPorEmail`) to a teacher whose fecha_baja is today or earlier (school calendar): such a
 * user cannot sign in and their logins stop working (DESIGN.md §4).
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

export async function insertLogin(db: DbOrTx, usuarioId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(logins).values({ usuarioId, tokenHash, expiresAt, lastSeenAt: new Date() });
}

/**
 * The login, its user and the user's teacher record (the scope of a `profesor`), in one query by the
 * token's unique index, when the token is known, within both limits (checked here, in SQL), the user
 * active and not linked to a teacher who has left. Every signed-in request runs it: nothing about a
 * login is kept in memory (decision 031), so a write committed by any process counts at the next request.
 * `tocar` says the idle clock is over a minute old and should be moved (`touchLogin`).
 */
export async function findLoginActivo(db: DbOrTx, tokenHash: string, idleSeconds: number) {
  // Prepared once (Drizzle would rebuild its SQL text on every request).
  const consulta = preparada(db, 'auth:login', () =>
    db
      .select({
        loginId: logins.id,
        tocar: sql<boolean>`${logins.lastSeenAt} < now() - ${TOQUE}`,
        id: usuarios.id,
        nombre: usuarios.nombre,
        email: usuarios.email,
        rol: usuarios.rol,
        profesorId: profesores.id,
      })
      .from(logins)
      .innerJoin(usuarios, eq(usuarios.id, logins.usuarioId))
      .leftJoin(profesores, eq(profesores.usuarioId, usuarios.id))
      .where(
        and(
          eq(logins.tokenHash, sql.placeholder('tokenHash')),
          gt(logins.expiresAt, sql`now()`),
          gt(logins.lastSeenAt, sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')}::int)`),
          eq(usuarios.activo, true),
          or(isNull(profesores.fechaBaja), gt(profesores.fechaBaja, hoyEscuelaSql)),
        ),
      )
      .prepare('auth_login'),
  );
  const [fila] = await consulta.execute({ tokenHash, idleSeconds });
  return fila;
}

/**
 * Moves the idle clock, at most once a minute per login (the only write a GET may cause: decision
 * 031). A burst of requests that all saw an old clock writes it once; the others match no row.
 */
export async function touchLogin(db: DbOrTx, loginId: number) {
  await db
    .update(logins)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(logins.id, loginId), lt(logins.lastSeenAt, sql`now() - ${TOQUE}`)));
}

export async function deleteLoginByHash(db: DbOrTx, tokenHash: string) {
  await db.delete(logins).where(eq(logins.tokenHash, tokenHash));
}

/** Ends every login of the users but `exceptoLoginId` (use `terminarLoginsDeUsuario`, not this). */
export async function deleteLoginsDeUsuarios(db: DbOrTx, usuarioIds: number[], exceptoLoginId?: number) {
  if (usuarioIds.length === 0) return;
  await db
    .delete(logins)
    .where(
      and(
        inArray(logins.usuarioId, usuarioIds),
        exceptoLoginId === undefined ? undefined : ne(logins.id, exceptoLoginId),
      ),
    );
}
