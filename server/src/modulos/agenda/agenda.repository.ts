/** "Hoy"'s reads beyond the session list: addresses, rosters and the teacher's own attendance, each ONE query for every session. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alumnos, asistencias, asistenciasProfesores, colegios, sesiones } from '../../db/schema/index';
import { enListaIds } from '../../db/lista-ids';
import { dentroDeMatricula } from '../../db/sesiones-que-cuentan';
import { ordenEs } from '../../db/texto-sql';

export async function listDireccionesColegios(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const filas = await db
    .select({ id: colegios.id, direccion: colegios.direccion })
    .from(colegios)
    .where(enListaIds(sql`${colegios.id}`, ids));
  return new Map(filas.map((f) => [f.id, f.direccion]));
}

/**
 * The students of every session asked (those enrolled in its group on its day, plus anyone with a record
 * for it; no record = present, DESIGN.md §4), in the attendance screen's order.
 */
export async function listAlumnosDeSesiones(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const filas = await db
    .select({
      sesionId: sesiones.id,
      alumnoId: alumnos.id,
      nombre: alumnos.nombre,
      apellidos: alumnos.apellidos,
      registroId: asistencias.id,
      asistio: asistencias.asistio,
      justificada: asistencias.justificada,
      observaciones: asistencias.observaciones,
    })
    .from(sesiones)
    .innerJoin(
      alumnos,
      sql`${alumnos.id} in (
        select m.alumno_id from matriculas m where ${dentroDeMatricula('sesiones', 'm')}
        union select x.alumno_id from asistencias x where x.sesion_id = ${sesiones.id})`,
    )
    .leftJoin(asistencias, and(eq(asistencias.alumnoId, alumnos.id), eq(asistencias.sesionId, sesiones.id)))
    .where(enListaIds(sql`${sesiones.id}`, ids))
    .orderBy(
      asc(sesiones.id),
      asc(ordenEs(alumnos.apellidos)),
      asc(ordenEs(alumnos.nombre)),
      asc(alumnos.id),
    );
  return filas.map((f) => ({
    sesionId: f.sesionId,
    alumnoId: f.alumnoId,
    nombre: f.nombre,
    apellidos: f.apellidos,
    asistio: f.asistio ?? true,
    justificada: f.justificada ?? false,
    observaciones: f.observaciones,
    registrada: f.registroId !== null,
  }));
}

/** A teacher's own attendance at each of the sessions that has one. */
export async function listAsistenciaPropia(db: DbOrTx, ids: number[], profesorId: number) {
  if (ids.length === 0) return new Map<number, boolean>();
  const filas = await db
    .select({ sesionId: asistenciasProfesores.sesionId, asistio: asistenciasProfesores.asistio })
    .from(asistenciasProfesores)
    .where(
      and(
        eq(asistenciasProfesores.profesorId, profesorId),
        enListaIds(sql`${asistenciasProfesores.sesionId}`, ids),
      ),
    );
  return new Map(filas.map((f) => [f.sesionId, f.asistio]));
}
