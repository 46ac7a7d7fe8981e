/** Attendance reads and writes; the session's scope is checked by the service before any write. */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { EstadoSesion } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import {
  alumnos,
  asistencias,
  asistenciasProfesores,
  grupos,
  matriculas,
  profesores,
  sesiones,
} from '../../db/schema/index';
import { ahoraEscuela, ahoraEscuelaTexto } from '../../db/reloj-escuela';
import { fechaEscuelaAIso } from '../../lib/fecha-escuela';
import { dentroDeMatricula } from '../../db/sesiones-que-cuentan';
import { enListaIds } from '../../db/lista-ids';
import type { Alcance } from '../../lib/alcance';
import { ordenEs } from '../../db/texto-sql';

/**
 * The one place a teacher's reach over a session's attendance is decided: the group's teacher, or the
 * session's cover teacher (issue 28; only that session, nothing else of the group).
 */
const enAlcance = (alcance: Alcance): SQL | undefined =>
  alcance === null
    ? undefined
    : or(eq(grupos.profesorId, alcance), eq(sesiones.profesorSustitutoId, alcance));

/**
 * The sessions with their group's teacher and the database's clock on the school's wall (`ahora`, the one
 * clock the counts use too); those missing or out of the user's scope are not in the answer.
 */
export async function findSesionesEnAlcance(db: DbOrTx, ids: readonly number[], alcance: Alcance) {
  return db
    .select({
      id: sesiones.id,
      grupoId: sesiones.grupoId,
      fecha: sesiones.fecha,
      estado: sesiones.estado,
      profesorId: grupos.profesorId,
      ahora: ahoraEscuelaTexto(),
    })
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .where(
      and(
        ids.length === 1 ? eq(sesiones.id, ids[0]!) : enListaIds(sql`${sesiones.id}`, ids),
        enAlcance(alcance),
      ),
    );
}

/** One session of `findSesionesEnAlcance`, or undefined. */
export async function findSesionEnAlcance(db: DbOrTx, id: number, alcance: Alcance) {
  const [s] = await findSesionesEnAlcance(db, [id], alcance);
  return s;
}
export type SesionAsistencia = NonNullable<Awaited<ReturnType<typeof findSesionEnAlcance>>>;

/**
 * The students of a session: those enrolled in its group on its day (DESIGN.md §4, decision 030), plus
 * anyone with a record for it. A subquery for `inArray`, on the enrolments' and records' indexes.
 */
const alumnosDeSesion = (sesionId: number) => sql`(
  select m.alumno_id from ${matriculas} m join ${sesiones} s on s.id = ${sesionId} and ${dentroDeMatricula('s', 'm')}
  union
  select x.alumno_id from ${asistencias} x where x.sesion_id = ${sesionId})`;

/** One row per student of the session (above); no record = present (DESIGN.md §4). */
export async function listAsistenciasDeSesion(db: DbOrTx, sesion: SesionAsistencia) {
  const filas = await db
    .select({
      id: asistencias.id,
      alumnoId: alumnos.id,
      nombre: alumnos.nombre,
      apellidos: alumnos.apellidos,
      asistio: asistencias.asistio,
      justificada: asistencias.justificada,
      observaciones: asistencias.observaciones,
    })
    .from(alumnos)
    .leftJoin(asistencias, and(eq(asistencias.alumnoId, alumnos.id), eq(asistencias.sesionId, sesion.id)))
    // Both halves by index (the enrolments of the session's day; the session's records), never a scan of
    // every student.
    .where(sql`${alumnos.id} = any(array${alumnosDeSesion(sesion.id)})`)
    .orderBy(asc(ordenEs(alumnos.apellidos)), asc(ordenEs(alumnos.nombre)), asc(alumnos.id));
  const fechaSesion = fechaEscuelaAIso(sesion.fecha);
  return filas.map((f) => ({
    id: f.id,
    alumnoId: f.alumnoId,
    grupoId: sesion.grupoId,
    sesionId: sesion.id,
    fechaSesion,
    asistio: f.asistio ?? true,
    justificada: f.justificada ?? false,
    observaciones: f.observaciones,
    registrada: f.id !== null,
    alumno: { nombre: f.nombre, apellidos: f.apellidos },
  }));
}

/** The student was enrolled in the session's group on its day, or already has a record for it. */
export async function alumnoDeSesion(db: DbOrTx, alumnoId: number, sesion: SesionAsistencia) {
  const [a] = await db
    .select({ id: alumnos.id })
    .from(alumnos)
    .where(and(eq(alumnos.id, alumnoId), inArray(alumnos.id, alumnosDeSesion(sesion.id))));
  return Boolean(a);
}

export async function upsertAsistencia(
  db: DbOrTx,
  sesion: SesionAsistencia,
  datos: { alumnoId: number; asistio: boolean; justificada?: boolean; observaciones?: string | null },
) {
  const justificada = datos.asistio ? false : (datos.justificada ?? false);
  const cambios: Record<string, unknown> = {
    asistio: datos.asistio,
    updatedAt: new Date(),
    marcadaEn: sql`now()`,
  };
  if (datos.asistio || datos.justificada !== undefined) cambios.justificada = justificada;
  if (datos.observaciones !== undefined) cambios.observaciones = datos.observaciones;
  await db
    .insert(asistencias)
    .values({
      alumnoId: datos.alumnoId,
      grupoId: sesion.grupoId,
      sesionId: sesion.id,
      fechaSesion: sesion.fecha,
      asistio: datos.asistio,
      justificada,
      observaciones: datos.observaciones ?? null,
    })
    .onConflictDoUpdate({ target: [asistencias.alumnoId, asistencias.sesionId], set: cambios });
}

/**
 * A planificada session whose time has come becomes completada once attendance is taken (the service only
 * writes on such sessions; the condition stays, so the write never completes one that has not begun).
 */
export async function completarSiHaLlegado(db: DbOrTx, sesionId: number): Promise<EstadoSesion> {
  await db
    .update(sesiones)
    .set({ estado: 'completada' })
    .where(
      and(
        eq(sesiones.id, sesionId),
        eq(sesiones.estado, 'planificada'),
        sql`${sesiones.fecha} <= ${ahoraEscuela()}`,
      ),
    );
  const [s] = await db.select({ estado: sesiones.estado }).from(sesiones).where(eq(sesiones.id, sesionId));
  return s?.estado ?? 'planificada';
}

// ── Teachers ──────────────────────────────────────────────────────────────────────────────────────

export async function listAsistenciasProfesores(db: DbOrTx, sesionId: number) {
  const filas = await db
    .select({
      id: asistenciasProfesores.id,
      profesorId: asistenciasProfesores.profesorId,
      asistio: asistenciasProfesores.asistio,
      nombre: profesores.nombre,
      apellidos: profesores.apellidos,
    })
    .from(asistenciasProfesores)
    .innerJoin(profesores, eq(profesores.id, asistenciasProfesores.profesorId))
    .where(eq(asistenciasProfesores.sesionId, sesionId))
    .orderBy(asc(ordenEs(profesores.apellidos)), asc(ordenEs(profesores.nombre)));
  return filas.map((f) => ({
    id: f.id,
    profesorId: f.profesorId,
    asistio: f.asistio,
    profesor: { nombre: f.nombre, apellidos: f.apellidos },
  }));
}

export async function existeProfesor(db: DbOrTx, id: number) {
  const [p] = await db.select({ id: profesores.id }).from(profesores).where(eq(profesores.id, id));
  return Boolean(p);
}

export async function upsertAsistenciaProfesor(
  db: DbOrTx,
  sesionId: number,
  profesorId: number,
  asistio: boolean,
) {
  await db
    .insert(asistenciasProfesores)
    .values({ sesionId, profesorId, asistio })
    .onConflictDoUpdate({
      target: [asistenciasProfesores.sesionId, asistenciasProfesores.profesorId],
      set: { asistio, updatedAt: new Date(), marcadaEn: sql`now()` },
    });
}
