/**
 * Merging a duplicated student into the record kept (decision 040): each step is one statement over all
 * the duplicate's rows, whatever their number.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conAutor } from '../../db/con-autor';
import {
  alumnos,
  asistencias,
  fusionesAlumnos,
  inscripciones,
  matriculas,
  observaciones,
} from '../../db/schema/index';

/** Both records, locked in id order (two merges crossing each other wait instead of deadlocking). */
export async function findAlumnosBloqueando(db: DbOrTx, ids: number[]) {
  return db.select().from(alumnos).where(inArray(alumnos.id, ids)).orderBy(alumnos.id).for('update');
}

export async function existeAlumno(db: DbOrTx, id: number) {
  const [fila] = await db.select({ id: alumnos.id }).from(alumnos).where(eq(alumnos.id, id));
  return Boolean(fila);
}

/**
 * The duplicate's attendance moves to the kept record, except for a session the kept record already has
 * (that one stays as the kept record says; the duplicate's is deleted with it). Answers how many moved.
 */
export async function moverAsistencias(db: DbOrTx, conservadoId: number, duplicadoId: number) {
  const movidas = await db
    .update(asistencias)
    .set({ alumnoId: conservadoId })
    .where(
      and(
        eq(asistencias.alumnoId, duplicadoId),
        sql`not exists (select 1 from ${asistencias} a2 where a2.alumno_id = ${conservadoId} and a2.sesion_id = ${asistencias.sesionId})`,
      ),
    )
    .returning({ id: asistencias.id });
  return movidas.length;
}

export async function contarAsistencias(db: DbOrTx, alumnoId: number) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(asistencias)
    .where(eq(asistencias.alumnoId, alumnoId));
  return fila?.n ?? 0;
}

/** The observations' history moves whole. */
export async function moverObservaciones(db: DbOrTx, conservadoId: number, duplicadoId: number) {
  const filas = await db
    .update(observaciones)
    .set({ alumnoId: conservadoId })
    .where(eq(observaciones.alumnoId, duplicadoId))
    .returning({ id: observaciones.id });
  return filas.length;
}

/**
 * The duplicate's enrolments that overlap none of the kept record's move (a student's enrolments never
 * overlap); the others go with the duplicate.
 */
export async function moverMatriculas(db: DbOrTx, conservadoId: number, duplicadoId: number) {
  const filas = await db
    .update(matriculas)
    .set({ alumnoId: conservadoId })
    .where(
      and(
        eq(matriculas.alumnoId, duplicadoId),
        sql`not exists (select 1 from ${matriculas} m2 where m2.alumno_id = ${conservadoId}
          and daterange(m2.desde, m2.hasta) && daterange(${matriculas.desde}, ${matriculas.hasta}))`,
      ),
    )
    .returning({ id: matriculas.id });
  return filas.length;
}

/** The kept record's open enrolment, if any (its group and state follow it). */
export async function findMatriculaAbierta(db: DbOrTx, alumnoId: number) {
  const [fila] = await db
    .select({ grupoId: matriculas.grupoId })
    .from(matriculas)
    .where(and(eq(matriculas.alumnoId, alumnoId), sql`${matriculas.hasta} is null`));
  return fila;
}

/** Requests that became, or were joined to, the duplicate now point at the kept record. */
export async function moverInscripciones(db: DbOrTx, conservadoId: number, duplicadoId: number) {
  await db
    .update(inscripciones)
    .set({ alumnoId: conservadoId })
    .where(eq(inscripciones.alumnoId, duplicadoId));
  await db.update(fusionesAlumnos).set({ conservadoId }).where(eq(fusionesAlumnos.conservadoId, duplicadoId));
}

export async function insertFusion(db: DbOrTx, fila: typeof fusionesAlumnos.$inferInsert) {
  await db.insert(fusionesAlumnos).values(fila);
}

export async function listFusiones(db: DbOrTx, conservadoId: number) {
  return conAutor(db, fusionesAlumnos, {
    id: fusionesAlumnos.id,
    eliminadoId: fusionesAlumnos.eliminadoId,
    eliminado: fusionesAlumnos.eliminado,
    movidas: fusionesAlumnos.movidas,
    fecha: fusionesAlumnos.createdAt,
  })
    .where(eq(fusionesAlumnos.conservadoId, conservadoId))
    .orderBy(desc(fusionesAlumnos.createdAt), desc(fusionesAlumnos.id));
}
