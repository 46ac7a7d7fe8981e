import { and, asc, count, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { EstadoProfesor } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { grupos, profesores, type NewProfesor, type Profesor } from '../../db/schema/index';
import { ordenEs, patronPlegado, plegarSql } from '../../db/texto-sql';

export type FilaProfesor = Profesor;

export async function listProfesores(db: DbOrTx, filtro: { search?: string; estado: EstadoProfesor }) {
  const condiciones: SQL[] = [];
  if (filtro.estado === 'activos') condiciones.push(isNull(profesores.fechaBaja));
  if (filtro.estado === 'inactivos') condiciones.push(isNotNull(profesores.fechaBaja));
  if (filtro.search) {
    // Accents and case ignored (the shared folding): 'celik' finds Çelik, 'nunez' finds Núñez.
    const nombre = plegarSql(sql`${profesores.nombre} || ' ' || ${profesores.apellidos}`);
    condiciones.push(sql`${nombre} like ${patronPlegado(filtro.search)} escape '\\'`);
  }
  return db
    .select()
    .from(profesores)
    .where(and(...condiciones))
    .orderBy(asc(ordenEs(profesores.apellidos)), asc(ordenEs(profesores.nombre)), asc(profesores.id));
}

export async function findProfesor(db: DbOrTx, id: number) {
  const [fila] = await db.select().from(profesores).where(eq(profesores.id, id));
  return fila;
}

export async function findProfesorByEmail(db: DbOrTx, email: string) {
  const [fila] = await db.select().from(profesores).where(eq(profesores.email, email.toLowerCase()));
  return fila;
}

export async function existeOtroConEmail(db: DbOrTx, email: string, exceptoId?: number) {
  const [fila] = await db
    .select({ id: profesores.id })
    .from(profesores)
    .where(
      and(eq(profesores.email, email), exceptoId === undefined ? undefined : ne(profesores.id, exceptoId)),
    );
  return Boolean(fila);
}

export async function insertProfesor(db: DbOrTx, nuevo: NewProfesor) {
  const [fila] = await db.insert(profesores).values(nuevo).returning();
  return fila!;
}

export async function updateProfesor(db: DbOrTx, id: number, datos: Partial<NewProfesor>) {
  const [fila] = await db.update(profesores).set(datos).where(eq(profesores.id, id)).returning();
  return fila;
}

export async function deleteProfesor(db: DbOrTx, id: number) {
  const filas = await db.delete(profesores).where(eq(profesores.id, id)).returning({ id: profesores.id });
  return filas.length > 0;
}

export async function countGruposDeProfesor(db: DbOrTx, profesorId: number) {
  const [fila] = await db.select({ n: count() }).from(grupos).where(eq(grupos.profesorId, profesorId));
  return Number(fila?.n ?? 0);
}

/** The teacher record linked to a user (`profesores.usuario_id`), if any. A read: nothing is linked here. */
export async function findProfesorDeUsuario(db: DbOrTx, usuarioId: number) {
  const [fila] = await db.select().from(profesores).where(eq(profesores.usuarioId, usuarioId));
  return fila;
}

/**
 * THE link between a teacher record and its `profesor` account (scoping for groups, students, sessions;
 * a teacher's leave ending the account's sessions): the unlinked teacher with this e-mail takes the
 * unlinked `profesor` user with the same e-mail. Called whenever either is written (a user created or
 * changed, a teacher created or changed, accounts created from teachers, the seed), inside the
 * writer's transaction, so reading a scope never writes (decision 031). Both e-mails are stored
 * lower-cased; each is unique, so at most one pair matches.
 */
export async function vincularProfesorPorEmail(db: DbOrTx, email: string) {
  await db
    .update(profesores)
    .set({
      // Qualified by hand: Drizzle may drop table names from columns in a one-table statement.
      usuarioId: sql`(select "u"."id" from "usuarios" "u" where "u"."email" = "profesores"."email")`,
    })
    .where(
      and(
        eq(profesores.email, email.toLowerCase()),
        isNull(profesores.usuarioId),
        sql`exists (select 1 from "usuarios" "u" where "u"."email" = "profesores"."email"
          and "u"."rol" = 'profesor'
          and not exists (select 1 from "profesores" "p2" where "p2"."usuario_id" = "u"."id"))`,
      ),
    );
}
