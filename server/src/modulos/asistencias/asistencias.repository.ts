/** Attendance reads and writes; the session's scope is checked by the service before any write. */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
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
import { filasDe } from '../../db/filas';
import { salvaguardaListaSql } from '../consentimientos/consentimientos.repository';

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
 * anyone with a record for it. A subquery (`x in …`), on the enrolments' and records' indexes.
 */
const alumnosDeSesion = (sesionId: number) => sql`(
  select m.alumno_id from ${matriculas} m join ${sesiones} s on s.id = ${sesionId} and ${dentroDeMatricula('s', 'm')}
  union
  select x.alumno_id from ${asistencias} x where x.sesion_id = ${sesionId})`;

/**
 * One row per student of the session (above); no record = present (DESIGN.md §4). Each row carries the
 * child's safeguarding summary (`salvaguardaListaSql`, consentimientos): the sheet in one statement.
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
      salvaguarda: salvaguardaListaSql(alumnos.id),
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
    salvaguarda: f.salvaguarda,
  }));
}

/**
 * A student's mark on a session that has begun, in ONE statement (decision 054): the upsert, only when the
 * student was enrolled in the session's group on its day or already has a record for it; the session made
 * completada when it was planificada and its time has come, only if the mark was written; and the row
 * the sheet shows. No row back: the student is not of the session, and nothing changed. The summary
 * triggers (`asistencias_resumen`) run inside the same statement.
 */
export async function marcarAsistencia(
  db: DbOrTx,
  sesion: SesionAsistencia,
  datos: { alumnoId: number; asistio: boolean; justificada?: boolean; observaciones?: string | null },
) {
  const justificada = datos.asistio ? false : (datos.justificada ?? false);
  const cambios = [sql`asistio = excluded.asistio`, sql`updated_at = now()`, sql`marcada_en = now()`];
  if (datos.asistio || datos.justificada !== undefined) cambios.push(sql`justificada = excluded.justificada`);
  if (datos.observaciones !== undefined) cambios.push(sql`observaciones = excluded.observaciones`);
  const resultado = await db.execute(sql`
    with marca as (
      insert into ${asistencias} (alumno_id, grupo_id, sesion_id, fecha_sesion, asistio, justificada, observaciones)
      select ${datos.alumnoId}::int, ${sesion.grupoId}::int, ${sesion.id}::int, ${sesion.fecha}::timestamp,
             ${datos.asistio}::boolean, ${justificada}::boolean, ${datos.observaciones ?? null}::text
      where ${datos.alumnoId}::int in ${alumnosDeSesion(sesion.id)}
      on conflict (alumno_id, sesion_id) do update set ${sql.join(cambios, sql`, `)}
      returning id, alumno_id, asistio, justificada, observaciones
    ),
    completada as (
      update ${sesiones} set estado = 'completada', updated_at = now()
      where id = ${sesion.id} and estado = 'planificada' and fecha <= ${ahoraEscuela()}
        and exists (select 1 from marca)
      returning estado
    )
    select m.id, m.asistio, m.justificada, m.observaciones, a.nombre, a.apellidos,
           coalesce((select estado from completada), (select estado from ${sesiones} where id = ${sesion.id}))
             as "estadoSesion"
    from marca m join ${alumnos} a on a.id = m.alumno_id`);
  const [f] = filasDe<{
    id: number;
    asistio: boolean;
    justificada: boolean;
    observaciones: string | null;
    nombre: string;
    apellidos: string;
    estadoSesion: EstadoSesion;
  }>(resultado);
  if (!f) return undefined;
  return {
    asistencia: {
      id: Number(f.id),
      alumnoId: datos.alumnoId,
      grupoId: sesion.grupoId,
      sesionId: sesion.id,
      fechaSesion: fechaEscuelaAIso(sesion.fecha),
      asistio: f.asistio,
      justificada: f.justificada,
      observaciones: f.observaciones,
      registrada: true,
      alumno: { nombre: f.nombre, apellidos: f.apellidos },
    },
    estadoSesion: f.estadoSesion,
  };
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
