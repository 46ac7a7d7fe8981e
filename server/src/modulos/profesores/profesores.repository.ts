import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EstadoProfesor } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { grupos, profesores, type NewProfesor, type Profesor } from '../../db/schema/index';
import { patronContiene } from '../../lib/like';

export type FilaProfesor = Profesor;

export async function listProfesores(db: DbOrTx, filtro: { search?: string; estado: EstadoProfesor }) {
  const condiciones: SQL[] = [];
  if (filtro.estado === 'activos') condiciones.push(isNull(profesores.fechaBaja));
  if (filtro.estado === 'inactivos') condiciones.push(isNotNull(profesores.fechaBaja));
  if (filtro.search) {
    const patron = patronContiene(filtro.search);
    condiciones.push(
      or(
        ilike(profesores.nombre, patron),
        ilike(profesores.apellidos, patron),
        ilike(sql`${profesores.nombre} || ' ' || ${profesores.apellidos}`, patron),
      )!,
    );
  }
  return db
    .select()
    .from(profesores)
    .where(and(...condiciones))
    .orderBy(asc(profesores.apellidos), asc(profesores.nombre), asc(profesores.id));
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

/**
 * THE link between a signed-in `profesor` user and their teacher record (scoping for groups, students,
 * sessions): by `profesores.usuario_id`, else by the same e-mail on a record not yet linked to anyone,
 * which is then linked. Undefined when the user has no teacher record.
 */
/** Lives with the scope resolver in lib; re-exported for the modules that read it from here. */
export { findProfesorDeUsuario } from '../../lib/alcance';
