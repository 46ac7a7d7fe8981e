/**
 * The set-based reads and writes of activity assignment and material periods: each is ONE statement
 * whatever the number of sessions (bulk rows travel as one json parameter, see decision 011).
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { sumarDias } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { actividades, alumnos, grupos, materialesPeriodo, niveles, sesiones } from '../../db/schema/index';

export interface Rango {
  fechaInicio: string;
  fechaFin: string;
  grupoId?: number;
}

/** Sessions whose day is within [fechaInicio, fechaFin] (fecha is a timestamp without zone). */
const enRango = (r: Rango): SQL | undefined =>
  and(
    gte(sesiones.fecha, `${r.fechaInicio} 00:00:00`),
    lt(sesiones.fecha, `${sumarDias(r.fechaFin, 1)} 00:00:00`),
    r.grupoId ? eq(sesiones.grupoId, r.grupoId) : undefined,
  );

/** `planificada` sessions without activity, locked until the transaction ends. */
export function listSesionesPorAsignar(db: DbOrTx, r: Rango) {
  return db
    .select({ id: sesiones.id, grupoId: sesiones.grupoId, fecha: sesiones.fecha })
    .from(sesiones)
    .where(and(enRango(r), eq(sesiones.estado, 'planificada'), isNull(sesiones.actividadId)))
    .orderBy(asc(sesiones.fecha), asc(sesiones.id))
    .for('update');
}

/** A session that holds an activity (the filters below say so: never null). */
const conActividad = {
  id: sesiones.id,
  grupoId: sesiones.grupoId,
  fecha: sesiones.fecha,
  actividadId: sql<number>`${sesiones.actividadId}`,
};

/** `planificada` sessions holding an activity (what remove-actividades undoes), locked. */
export function listSesionesConActividad(db: DbOrTx, r: Rango) {
  return db
    .select(conActividad)
    .from(sesiones)
    .where(and(enRango(r), eq(sesiones.estado, 'planificada'), isNotNull(sesiones.actividadId)))
    .for('update');
}

/** Sessions with an activity in a date range, any state but cancelled (the material they use). */
export function listSesionesQueUsanMaterial(db: DbOrTx, r: Rango) {
  return db
    .select(conActividad)
    .from(sesiones)
    .where(and(enRango(r), ne(sesiones.estado, 'cancelada'), isNotNull(sesiones.actividadId)));
}

/** Groups with their level order and students in alta (one grouped query). */
export async function listGruposParaAsignar(db: DbOrTx, grupoId?: number) {
  const filas = await db
    .select({
      id: grupos.id,
      nombre: grupos.nombre,
      nivelNombre: niveles.nombre,
      nivelOrden: niveles.orden,
      numAlumnos: sql<number>`count(${alumnos.id})::int`,
    })
    .from(grupos)
    .innerJoin(niveles, eq(niveles.id, grupos.nivelId))
    .leftJoin(alumnos, and(eq(alumnos.grupoId, grupos.id), eq(alumnos.estado, 'alta')))
    .where(grupoId ? eq(grupos.id, grupoId) : undefined)
    .groupBy(grupos.id, niveles.id);
  return filas.map((f) => ({ ...f, numAlumnos: Number(f.numAlumnos) }));
}

/** Every activity with its level order and its (up to two) materials. */
export async function listActividadesParaAsignar(db: DbOrTx) {
  const filas = await db
    .select({
      id: actividades.id,
      nivelOrden: niveles.orden,
      alumnos: actividades.alumnos,
      material1Id: actividades.material1Id,
      cantidad1: actividades.cantidad1,
      material2Id: actividades.material2Id,
      cantidad2: actividades.cantidad2,
    })
    .from(actividades)
    .innerJoin(niveles, eq(niveles.id, actividades.nivelId))
    .orderBy(asc(actividades.id));
  return filas.map((a) => ({
    id: a.id,
    nivelOrden: a.nivelOrden,
    alumnos: a.alumnos,
    materiales: [
      ...(a.material1Id ? [{ materialId: a.material1Id, cantidad: Number(a.cantidad1) }] : []),
      ...(a.material2Id ? [{ materialId: a.material2Id, cantidad: Number(a.cantidad2) }] : []),
    ],
  }));
}

/** Periods overlapping [fechaInicio, fechaFin]; `bloquear` locks them until the transaction ends. */
export function listPeriodosSolapados(db: DbOrTx, fechaInicio: string, fechaFin: string, bloquear = false) {
  const consulta = db
    .select({
      id: materialesPeriodo.id,
      materialId: materialesPeriodo.materialId,
      fechaInicio: materialesPeriodo.fechaInicio,
      fechaFin: materialesPeriodo.fechaFin,
      cantidadInicial: materialesPeriodo.cantidadInicial,
      cantidadUsada: materialesPeriodo.cantidadUsada,
    })
    .from(materialesPeriodo)
    .where(and(lte(materialesPeriodo.fechaInicio, fechaFin), gte(materialesPeriodo.fechaFin, fechaInicio)))
    .orderBy(asc(materialesPeriodo.id));
  return bloquear ? consulta.for('update') : consulta;
}

/** How many times each group has had each activity (any state but cancelled). */
export async function listHistorial(db: DbOrTx, grupoId?: number) {
  const filas = await db
    .select({
      grupoId: sesiones.grupoId,
      actividadId: sql<number>`${sesiones.actividadId}`,
      veces: sql<number>`count(*)::int`,
      // The latest of them, as the rule compares session times ('yyyy-MM-dd HH:mm:ss').
      ultima: sql<string>`to_char(max(${sesiones.fecha}), 'YYYY-MM-DD HH24:MI:SS')`,
    })
    .from(sesiones)
    .where(
      and(
        isNotNull(sesiones.actividadId),
        ne(sesiones.estado, 'cancelada'),
        grupoId ? eq(sesiones.grupoId, grupoId) : undefined,
      ),
    )
    .groupBy(sesiones.grupoId, sesiones.actividadId);
  return filas.map((f) => ({ ...f, veces: Number(f.veces) }));
}

/**
 * The bulk updates join a json document of thousands of rows to a table whose statistics may be stale
 * (sessions generated a moment ago): the planner then guesses a nested loop that rescans the document
 * per row (85 s instead of 0.1 s for a school year). A hash join is right for every statement of these
 * transactions, so nested loops are turned off until the transaction ends.
 */
export async function preferirHashJoins(db: DbOrTx) {
  await db.execute(sql`set local enable_nestloop = off`);
}

const LOTE = 50_000;
const lotes = <T>(filas: T[]) =>
  Array.from({ length: Math.ceil(filas.length / LOTE) }, (_, i) => filas.slice(i * LOTE, (i + 1) * LOTE));

/** Sets each session's activity (only if it is still a `planificada` session without one). */
export async function updateActividadesDeSesiones(
  db: DbOrTx,
  asignaciones: { sesionId: number; actividadId: number }[],
) {
  for (const lote of lotes(asignaciones)) {
    const json = JSON.stringify(lote.map((a) => ({ id: a.sesionId, actividad_id: a.actividadId })));
    await db.execute(sql`
      update ${sesiones} set actividad_id = v.actividad_id, updated_at = now()
      from json_to_recordset(${json}::json) as v(id int, actividad_id int)
      where ${sesiones.id} = v.id and ${sesiones.actividadId} is null and ${sesiones.estado} = 'planificada'`);
  }
}

/** Sets `estado` of the given sessions, optionally removing their activity. */
export async function updateEstadoSesiones(
  db: DbOrTx,
  ids: number[],
  estado: 'planificada' | 'no_asignable',
  quitarActividad = false,
) {
  for (const lote of lotes(ids)) {
    await db.execute(sql`
      update ${sesiones} set estado = ${estado}, updated_at = now()
        ${quitarActividad ? sql`, actividad_id = null` : sql``}
      where ${sesiones.id} in (select value::int from json_array_elements_text(${JSON.stringify(lote)}::json))`);
  }
}

/** `no_asignable` sessions of a range back to `planificada`; answers how many. */
export async function replanificarNoAsignables(db: DbOrTx, r: Rango) {
  const filas = await db
    .update(sesiones)
    .set({ estado: 'planificada' })
    .where(and(enRango(r), eq(sesiones.estado, 'no_asignable')))
    .returning({ id: sesiones.id });
  return filas.length;
}

/** Adds (or, negative, takes away) amounts to periods' cantidad_usada, never below 0. */
export async function sumarCantidadUsada(db: DbOrTx, deltas: { periodoId: number; cantidad: number }[]) {
  for (const lote of lotes(deltas)) {
    const json = JSON.stringify(lote.map((d) => ({ id: d.periodoId, cantidad: d.cantidad })));
    await db.execute(sql`
      update ${materialesPeriodo}
      set cantidad_usada = greatest(0, ${materialesPeriodo.cantidadUsada} + v.cantidad), updated_at = now()
      from json_to_recordset(${json}::json) as v(id int, cantidad int)
      where ${materialesPeriodo.id} = v.id`);
  }
}

/** Deletes the periods overlapping [fechaInicio, fechaFin]; answers how many. */
export async function deletePeriodosSolapados(db: DbOrTx, fechaInicio: string, fechaFin: string) {
  const filas = await db
    .delete(materialesPeriodo)
    .where(and(lte(materialesPeriodo.fechaInicio, fechaFin), gte(materialesPeriodo.fechaFin, fechaInicio)))
    .returning({ id: materialesPeriodo.id });
  return filas.length;
}
