/**
 * The dashboard's reads. Every one is a single set-based query; `alcance` (a teacher id, or null for
 * everything) is part of each query, so a teacher never sees another teacher's data.
 */
import { and, asc, desc, eq, gte, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actividades, alumnos, grupos, observaciones, sesiones } from '../../db/schema/index';
import { ahoraEscuela } from '../../db/reloj-escuela';
import { fechaEscuelaAIso } from '../../lib/fecha-escuela';
import { filasDe } from '../../db/filas';
import { dentroDeMatricula } from '../../db/sesiones-que-cuentan';
import type { Alcance } from '../../lib/alcance';

const deProfesor = (alcance: Alcance): SQL | undefined =>
  alcance === null ? undefined : eq(grupos.profesorId, alcance);

/**
 * Totals in one query: students in alta, groups, schools, active teachers, students with observations.
 * Each part is written for the scope, so the whole school counts from indexes alone (the students from
 * `(estado, …)`, those with observations from its partial twin) and a teacher's from their groups.
 */
export async function contarTotales(db: DbOrTx, alcance: Alcance) {
  const todo = alcance === null;
  const g = todo ? sql`true` : sql`g.profesor_id = ${alcance}`;
  const suyos = todo ? sql`` : sql`and a.grupo_id in (select g.id from grupos g where ${g})`;
  const resultado = await db.execute(sql`
    select
      (select count(*)::int from alumnos a where a.estado = 'alta' ${suyos}) as "totalAlumnos",
      (select count(*)::int from grupos g where ${g}) as "totalGrupos",
      ${todo ? sql`(select count(*)::int from colegios)` : sql`(select count(distinct g.colegio_id)::int from grupos g where ${g})`} as "totalColegios",
      ${todo ? sql`(select count(*)::int from profesores where fecha_baja is null)` : sql`1`} as "totalProfesores",
      (select count(*)::int from alumnos a
        where a.estado = 'alta' and coalesce(btrim(a.observaciones), '') <> '' ${suyos}) as "totalObservaciones"`);
  const [fila] = filasDe<Record<string, number>>(resultado);
  return {
    totalAlumnos: Number(fila?.totalAlumnos ?? 0),
    totalGrupos: Number(fila?.totalGrupos ?? 0),
    totalColegios: Number(fila?.totalColegios ?? 0),
    totalProfesores: Number(fila?.totalProfesores ?? 0),
    totalObservaciones: Number(fila?.totalObservaciones ?? 0),
  };
}

const columnasSesion = {
  id: sesiones.id,
  fecha: sesiones.fecha,
  estado: sesiones.estado,
  observaciones: sesiones.observaciones,
  grupoId: grupos.id,
  grupoNombre: grupos.nombre,
  actividadTitulo: actividades.titulo,
};

type FilaSesion = {
  id: number;
  fecha: string;
  estado: 'planificada' | 'completada' | 'cancelada' | 'no_asignable';
  observaciones: string | null;
  grupoId: number;
  grupoNombre: string;
  actividadTitulo: string | null;
};

const aSesion = (f: FilaSesion) => ({
  id: f.id,
  fecha: fechaEscuelaAIso(f.fecha),
  grupo: { id: f.grupoId, nombre: f.grupoNombre },
  actividad: f.actividadTitulo === null ? null : { titulo: f.actividadTitulo },
  estado: f.estado,
  observaciones: f.observaciones,
});

/** The next non-cancelled sessions from now (school time), soonest first. */
export async function proximasSesiones(
  db: DbOrTx,
  alcance: Alcance,
  profesorId: number | undefined,
  limit: number,
) {
  const rows = await db
    .select(columnasSesion)
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .leftJoin(actividades, eq(actividades.id, sesiones.actividadId))
    .where(
      and(
        deProfesor(alcance),
        profesorId !== undefined ? eq(grupos.profesorId, profesorId) : undefined,
        ne(sesiones.estado, 'cancelada'),
        gte(sesiones.fecha, ahoraEscuela()),
      ),
    )
    .orderBy(asc(sesiones.fecha), asc(sesiones.id))
    .limit(limit);
  return rows.map(aSesion);
}

/** Sessions with observations, the most recently written first. */
export async function sesionesConObservaciones(
  db: DbOrTx,
  alcance: Alcance,
  profesorId: number | undefined,
  limit: number,
) {
  const rows = await db
    .select(columnasSesion)
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .leftJoin(actividades, eq(actividades.id, sesiones.actividadId))
    .where(
      and(
        deProfesor(alcance),
        profesorId !== undefined ? eq(grupos.profesorId, profesorId) : undefined,
        sql`coalesce(btrim(${sesiones.observaciones}), '') <> ''`,
      ),
    )
    .orderBy(desc(sesiones.updatedAt), desc(sesiones.id))
    .limit(limit);
  return rows.map(aSesion);
}

/** The latest entries of the observations history (of the teacher's groups). */
export async function observacionesRecientes(db: DbOrTx, alcance: Alcance, limit: number) {
  const rows = await db
    .select({
      id: observaciones.id,
      fecha: observaciones.fecha,
      texto: observaciones.texto,
      alumnoId: alumnos.id,
      alumnoNombre: alumnos.nombre,
      alumnoApellidos: alumnos.apellidos,
      grupoNombre: grupos.nombre,
    })
    .from(observaciones)
    .innerJoin(alumnos, eq(alumnos.id, observaciones.alumnoId))
    .leftJoin(grupos, eq(grupos.id, observaciones.grupoId))
    .where(alcance === null ? undefined : eq(grupos.profesorId, alcance))
    .orderBy(desc(observaciones.fecha), desc(observaciones.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    fecha: r.fecha.toISOString(),
    texto: r.texto,
    alumno: { id: r.alumnoId, nombre: r.alumnoNombre, apellidos: r.alumnoApellidos },
    grupo: r.grupoNombre === null ? null : { nombre: r.grupoNombre },
  }));
}

/** Students whose observaciones were saved most recently. */
export async function ultimasObservacionesActualizadas(db: DbOrTx, alcance: Alcance, limit: number) {
  const rows = await db
    .select({
      id: alumnos.id,
      nombre: alumnos.nombre,
      apellidos: alumnos.apellidos,
      observaciones: alumnos.observaciones,
      observacionesUpdatedAt: alumnos.observacionesUpdatedAt,
      grupoId: grupos.id,
      grupoNombre: grupos.nombre,
    })
    .from(alumnos)
    .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .where(
      and(
        alcance === null ? undefined : eq(grupos.profesorId, alcance),
        isNotNull(alumnos.observacionesUpdatedAt),
        sql`coalesce(btrim(${alumnos.observaciones}), '') <> ''`,
      ),
    )
    .orderBy(desc(alumnos.observacionesUpdatedAt), desc(alumnos.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    apellidos: r.apellidos,
    observaciones: r.observaciones ?? '',
    observacionesUpdatedAt: r.observacionesUpdatedAt!.toISOString(),
    grupo: r.grupoId === null ? null : { id: r.grupoId, nombre: r.grupoNombre! },
  }));
}

/**
 * Attendance of the last eight weeks (Monday-based, the current one included), over past non-cancelled
 * sessions. Expected places per session = the students enrolled in its group on its day (DESIGN.md §4,
 * decision 030) plus anyone else with a record for it; absences = explicit `asistio = false` (no record
 * means present). One query, in two aggregates that never pair a session with each of its students: the
 * sessions with the count of enrolments covering their day (index on `matriculas (grupo_id, desde)`), and
 * one pass over the window's records (from the index on `fecha_sesion`, or by session for a teacher)
 * counting absences and the records of anyone not enrolled in the group that day.
 */
export async function asistenciaSemanal(db: DbOrTx, alcance: Alcance) {
  const g = alcance === null ? sql`true` : sql`g.profesor_id = ${alcance}`;
  const ahora = ahoraEscuela();
  // The window's bounds written inline (not joined from a CTE), so the planner estimates the ~100,000
  // records of eight weeks right.
  const desde = sql`date_trunc('week', ${ahora}) - interval '49 days'`;
  // Every group's records: the window's range of the `fecha_sesion` index; a teacher's few sessions
  // find theirs by session instead.
  const todas = alcance === null ? sql`x.fecha_sesion >= ${desde} and x.fecha_sesion <= ${ahora}` : sql`true`;
  const resultado = await db.execute(sql`
    with semanas as (
      select (date_trunc('week', ${ahora})::date - (7 * i))::date as semana
      from generate_series(0, 7) as i
    ),
    s as (
      select se.id, se.grupo_id, se.fecha, date_trunc('week', se.fecha)::date as semana
      from sesiones se join grupos g on g.id = se.grupo_id
      where se.estado <> 'cancelada' and se.fecha <= ${ahora} and se.fecha >= ${desde} and ${g}
    ),
    por_sesion as (
      select s.semana, count(*)::int as sesiones, coalesce(sum(m.n), 0)::int as matriculados
      from s left join lateral (
        select count(*)::int as n from matriculas m where ${dentroDeMatricula('s', 'm')}
      ) m on true
      group by s.semana
    ),
    registros as (
      select s.semana,
             count(*) filter (where not exists (
               select 1 from matriculas m where m.alumno_id = x.alumno_id and ${dentroDeMatricula('s', 'm')}
             ))::int as fuera,
             count(*) filter (where x.asistio = false)::int as ausencias
      from asistencias x
      join s on s.id = x.sesion_id
      where ${todas} group by s.semana
    )
    select to_char(w.semana, 'YYYY-MM-DD') as semana,
           coalesce(p.sesiones, 0) as sesiones,
           coalesce(p.matriculados, 0) + coalesce(r.fuera, 0) as esperadas,
           coalesce(r.ausencias, 0) as ausencias
    from semanas w
    left join por_sesion p on p.semana = w.semana
    left join registros r on r.semana = w.semana
    order by w.semana`);
  return filasDe<{ semana: string; sesiones: number; esperadas: number; ausencias: number }>(resultado).map(
    (f) => {
      const esperadas = Number(f.esperadas);
      const ausencias = Number(f.ausencias);
      return {
        semana: f.semana,
        sesiones: Number(f.sesiones),
        esperadas,
        ausencias,
        tasa: esperadas === 0 ? null : (esperadas - ausencias) / esperadas,
      };
    },
  );
}
