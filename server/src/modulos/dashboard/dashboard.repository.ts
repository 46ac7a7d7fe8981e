/**
 * The dashboard's reads. Every one is a single set-based query; `alcance` (a teacher id, or null for
 * everything) is part of each query, so a teacher never sees another teacher's data.
 */
import { and, asc, desc, eq, gte, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actividades, alumnos, grupos, observaciones, sesiones } from '../../db/schema/index';
import { ahoraEscuela, fechaEscuelaAIso } from '../../lib/fecha-escuela';
import { filasDe } from '../../lib/filas';
import { dentroDeMatricula } from '../../lib/sesiones-que-cuentan';
import type { Alcance } from '../../lib/alcance';

const deProfesor = (alcance: Alcance): SQL | undefined =>
  alcance === null ? undefined : eq(grupos.profesorId, alcance);

/** Totals in one query: students in alta, groups, schools, active teachers, students with observations. */
export async function contarTotales(db: DbOrTx, alcance: Alcance) {
  const g = alcance === null ? sql`true` : sql`g.profesor_id = ${alcance}`;
  const resultado = await db.execute(sql`
    select
      (select count(*)::int from alumnos a join grupos g on g.id = a.grupo_id
        where a.estado = 'alta' and ${g})
        + (case when ${alcance === null} then
            (select count(*)::int from alumnos a where a.estado = 'alta' and a.grupo_id is null)
           else 0 end) as "totalAlumnos",
      (select count(*)::int from grupos g where ${g}) as "totalGrupos",
      (case when ${alcance === null} then (select count(*)::int from colegios)
            else (select count(distinct g.colegio_id)::int from grupos g where ${g}) end) as "totalColegios",
      (case when ${alcance === null} then (select count(*)::int from profesores where fecha_baja is null)
            else 1 end) as "totalProfesores",
      (select count(*)::int from alumnos a left join grupos g on g.id = a.grupo_id
        where a.estado = 'alta' and coalesce(btrim(a.observaciones), '') <> ''
          and (${alcance === null} or ${g})) as "totalObservaciones"`);
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
 * decision 030) plus anyone with a record for it; absences = explicit `asistio = false` (no record means
 * present). One query.
 */
export async function asistenciaSemanal(db: DbOrTx, alcance: Alcance) {
  const g = alcance === null ? sql`true` : sql`g.profesor_id = ${alcance}`;
  const ahora = ahoraEscuela();
  const resultado = await db.execute(sql`
    with semanas as (
      select (date_trunc('week', ${ahora})::date - (7 * i))::date as semana
      from generate_series(0, 7) as i
    ),
    s as (
      select se.id, se.grupo_id, se.fecha, date_trunc('week', se.fecha)::date as semana
      from sesiones se join grupos g on g.id = se.grupo_id
      where se.estado <> 'cancelada' and se.fecha <= ${ahora}
        and se.fecha >= date_trunc('week', ${ahora}) - interval '49 days' and ${g}
    ),
    plazas as (
      select s.semana, s.id as sesion_id, p.alumno_id
      from s
      join lateral (
        select m.alumno_id from matriculas m where ${dentroDeMatricula('s', 'm')}
        union
        select x.alumno_id from asistencias x where x.sesion_id = s.id
      ) p on true
    ),
    agregado as (
      select p.semana, count(*)::int as esperadas,
             count(*) filter (where x.asistio = false)::int as ausencias
      from plazas p
      left join asistencias x on x.sesion_id = p.sesion_id and x.alumno_id = p.alumno_id
      group by p.semana
    ),
    por_semana as (select semana, count(*)::int as sesiones from s group by semana)
    select to_char(w.semana, 'YYYY-MM-DD') as semana,
           coalesce(ps.sesiones, 0) as sesiones,
           coalesce(a.esperadas, 0) as esperadas,
           coalesce(a.ausencias, 0) as ausencias
    from semanas w
    left join agregado a on a.semana = w.semana
    left join por_semana ps on ps.semana = w.semana
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
