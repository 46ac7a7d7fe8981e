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

/** The two cards of sessions: each its own condition and order (`ahoraEscuela()` read per request). */
const TARJETAS_SESIONES = {
  /** The next non-cancelled sessions from now (school time), soonest first. */
  proximas: () => ({
    condiciones: [ne(sesiones.estado, 'cancelada'), gte(sesiones.fecha, ahoraEscuela())],
    orden: [asc(sesiones.fecha), asc(sesiones.id)],
  }),
  /** Sessions with observations, the most recently written first. */
  conObservaciones: () => ({
    condiciones: [sql`coalesce(btrim(${sesiones.observaciones}), '') <> ''`],
    orden: [desc(sesiones.updatedAt), desc(sesiones.id)],
  }),
};

/** A card of sessions, in one query: the scope, the optional teacher filter, the card's own condition. */
export async function sesionesDeTarjeta(
  db: DbOrTx,
  tarjeta: keyof typeof TARJETAS_SESIONES,
  alcance: Alcance,
  profesorId: number | undefined,
  limit: number,
) {
  const { condiciones, orden } = TARJETAS_SESIONES[tarjeta]();
  const rows = await db
    .select(columnasSesion)
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .leftJoin(actividades, eq(actividades.id, sesiones.actividadId))
    .where(
      and(
        deProfesor(alcance),
        profesorId !== undefined ? eq(grupos.profesorId, profesorId) : undefined,
        ...condiciones,
      ),
    )
    .orderBy(...orden)
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
 * means present). Both numbers come from each session's row of `asistencias_resumen`, which the database
 * keeps in the same transaction as every mark, enrolment and session change (decision 054): the window's
 * sessions from the `sesiones (fecha, id)` index (a teacher's from their groups'), one row each by primary
 * key, never the ~100,000 records behind them.
 */
export async function asistenciaSemanal(db: DbOrTx, alcance: Alcance) {
  // The whole school needs no join with `grupos` (5,600 rows through one hash join less).
  const deGrupos =
    alcance === null ? sql`` : sql`join grupos g on g.id = se.grupo_id and g.profesor_id = ${alcance}`;
  const ahora = ahoraEscuela();
  const resultado = await db.execute(sql`
    with semanas as (
      select (date_trunc('week', ${ahora})::date - (7 * i))::date as semana
      from generate_series(0, 7) as i
    ),
    por_semana as (
      select date_trunc('week', se.fecha)::date as semana, count(*)::int as sesiones,
             sum(r.esperadas)::int as esperadas, sum(r.ausencias)::int as ausencias
      from sesiones se
      ${deGrupos}
      join asistencias_resumen r on r.sesion_id = se.id
      where se.estado <> 'cancelada' and se.fecha <= ${ahora}
        and se.fecha >= date_trunc('week', ${ahora}) - interval '49 days'
      group by 1
    )
    select to_char(w.semana, 'YYYY-MM-DD') as semana,
           coalesce(p.sesiones, 0) as sesiones,
           coalesce(p.esperadas, 0) as esperadas,
           coalesce(p.ausencias, 0) as ausencias
    from semanas w
    left join por_semana p on p.semana = w.semana
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
