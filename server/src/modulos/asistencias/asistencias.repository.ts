/** Attendance reads and writes; the session's scope is checked by the service before any write. */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  alumnos,
  asistencias,
  asistenciasProfesores,
  grupos,
  profesores,
  sesiones,
} from '../../db/schema/index';
import { ahoraEscuela, fechaEscuelaAIso } from '../../lib/fecha-escuela';
import type { Alcance } from '../profesores/alcance';
import { ordenEs } from '../../lib/texto-sql';

const enAlcance = (alcance: Alcance): SQL | undefined =>
  alcance === null ? undefined : eq(grupos.profesorId, alcance);

/** The session with its group's teacher, or undefined when missing or out of the user's scope. */
export async function findSesionEnAlcance(db: DbOrTx, id: number, alcance: Alcance) {
  const [s] = await db
    .select({
      id: sesiones.id,
      grupoId: sesiones.grupoId,
      fecha: sesiones.fecha,
      estado: sesiones.estado,
      profesorId: grupos.profesorId,
    })
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .where(and(eq(sesiones.id, id), enAlcance(alcance)));
  return s;
}
export type SesionAsistencia = NonNullable<Awaited<ReturnType<typeof findSesionEnAlcance>>>;

/**
 * One row per student of the session: the group's students in alta, plus anyone with a record for it
 * (a student who left keeps their history). No record = present (DESIGN.md §4).
 */
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
    // Both halves by index (the group's students; the session's records), never a scan of every student.
    .where(
      sql`${alumnos.id} = any(array(
        select ${alumnos.id} from ${alumnos} where ${alumnos.grupoId} = ${sesion.grupoId} and ${alumnos.estado} = 'alta'
        union
        select ${asistencias.alumnoId} from ${asistencias} where ${asistencias.sesionId} = ${sesion.id}))`,
    )
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

/** The student is in the session's group now, or already has a record for the session. */
export async function alumnoDeSesion(db: DbOrTx, alumnoId: number, sesion: SesionAsistencia) {
  const [a] = await db
    .select({ id: alumnos.id })
    .from(alumnos)
    .where(
      and(
        eq(alumnos.id, alumnoId),
        or(
          eq(alumnos.grupoId, sesion.grupoId),
          sql`exists (select 1 from ${asistencias} where ${asistencias.alumnoId} = ${alumnos.id} and ${asistencias.sesionId} = ${sesion.id})`,
        ),
      ),
    );
  return Boolean(a);
}

export async function upsertAsistencia(
  db: DbOrTx,
  sesion: SesionAsistencia,
  datos: { alumnoId: number; asistio: boolean; justificada?: boolean; observaciones?: string | null },
) {
  const justificada = datos.asistio ? false : (datos.justificada ?? false);
  const cambios: Record<string, unknown> = { asistio: datos.asistio, updatedAt: new Date() };
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

/** A planificada session whose time has come becomes completada once attendance is taken. */
export async function completarSiHaLlegado(db: DbOrTx, sesionId: number): Promise<string> {
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
      set: { asistio, updatedAt: new Date() },
    });
}
