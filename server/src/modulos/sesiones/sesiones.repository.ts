/**
 * The sessions' reads and writes. `alcance` (a teacher id, or null for everything) is part of every
 * query, so a teacher's request for another teacher's session finds nothing (404).
 */
import { and, asc, desc, eq, gte, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { necesidadMaterial, sumarDias, type FiltrosSesiones, type SesionFila } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import {
  actividades,
  alumnos,
  asistencias,
  colegios,
  festivos,
  grupos,
  materiales,
  niveles,
  profesores,
  sesiones,
  type NewSesion,
} from '../../db/schema/index';
import { fechaEscuelaAIso } from '../../lib/fecha-escuela';
import { preparada } from '../../lib/preparadas';
import type { Alcance } from '../../lib/alcance';
import type { FestivoAGenerar, GrupoAGenerar, SesionGenerada } from './generacion';
import { ordenEs } from '../../db/texto-sql';

/** A column of the row `id` names in `tabla`, or null: a scalar subquery by primary key. */
const deFila = (columna: string, tabla: typeof profesores | typeof materiales, id: SQLWrapper) =>
  sql<string | null>`(select ${sql.identifier(columna)} from ${tabla} where ${tabla.id} = ${id})`;

/** A teacher reaches their groups' sessions and the sessions they cover (issue 28). */
const enAlcance = (alcance: Alcance): SQL | undefined =>
  alcance === null
    ? undefined
    : or(eq(grupos.profesorId, alcance), eq(sesiones.profesorSustitutoId, alcance));

const columnas = {
  id: sesiones.id,
  grupoId: sesiones.grupoId,
  fecha: sesiones.fecha,
  estado: sesiones.estado,
  observaciones: sesiones.observaciones,
  actividadId: sesiones.actividadId,
  grupoNombre: grupos.nombre,
  profesorId: grupos.profesorId,
  sustitutoId: sesiones.profesorSustitutoId,
  sustitutoNombre: deFila('nombre', profesores, sesiones.profesorSustitutoId),
  sustitutoApellidos: deFila('apellidos', profesores, sesiones.profesorSustitutoId),
  nivelId: niveles.id,
  nivelNombre: niveles.nombre,
  colegioId: colegios.id,
  colegioNombre: colegios.nombre,
  actividadTitulo: actividades.titulo,
  actividadAlumnos: actividades.alumnos,
  material1Id: actividades.material1Id,
  material1Descripcion: deFila('descripcion', materiales, actividades.material1Id),
  cantidad1: actividades.cantidad1,
  material2Id: actividades.material2Id,
  material2Descripcion: deFila('descripcion', materiales, actividades.material2Id),
  cantidad2: actividades.cantidad2,
  numAlumnos: sql<number>`(select count(*)::int from ${alumnos} where ${alumnos.grupoId} = ${sesiones.grupoId} and ${alumnos.estado} = 'alta')`,
};

/**
 * A session with its group, level, school and activity; the activity's materials and the substitute by
 * scalar subqueries on their primary keys rather than joins. Every request plans this statement again
 * (its best plan depends on the month asked for), and four joins more made PostgreSQL weigh ~40,000 join
 * orders: 4.5 ms of planning for ~1.5 ms of execution (decision 059).
 */
function desdeSesiones<T extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, extra: T = {} as T) {
  return db
    .select({ ...columnas, ...extra })
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .innerJoin(niveles, eq(niveles.id, grupos.nivelId))
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    .leftJoin(actividades, eq(actividades.id, sesiones.actividadId))
    .$dynamic();
}

type FilaBd = Awaited<ReturnType<ReturnType<typeof desdeSesiones>['execute']>>[number];

/** One row → the API's shape, with the material need of each of the activity's materials. */
function aSesion(f: FilaBd): SesionFila {
  const numAlumnos = Number(f.numAlumnos);
  const materialesNecesarios: SesionFila['materiales'] = [];
  if (f.actividadId !== null) {
    const porActividad = f.actividadAlumnos ?? 1;
    for (const [id, descripcion, cantidad] of [
      [f.material1Id, f.material1Descripcion, f.cantidad1],
      [f.material2Id, f.material2Descripcion, f.cantidad2],
    ] as const) {
      if (id !== null && descripcion !== null) {
        materialesNecesarios.push({
          materialId: id,
          descripcion,
          cantidad: necesidadMaterial(numAlumnos, porActividad, Number(cantidad ?? 0)),
        });
      }
    }
  }
  return {
    id: f.id,
    grupoId: f.grupoId,
    grupo: { id: f.grupoId, nombre: f.grupoNombre },
    nivel: { id: f.nivelId, nombre: f.nivelNombre },
    colegio: { id: f.colegioId, nombre: f.colegioNombre },
    profesorId: f.profesorId,
    profesorSustituto:
      f.sustitutoId !== null
        ? { id: f.sustitutoId, nombre: f.sustitutoNombre ?? '', apellidos: f.sustitutoApellidos ?? '' }
        : null,
    actividadId: f.actividadId,
    actividad:
      f.actividadId !== null && f.actividadTitulo !== null
        ? { id: f.actividadId, titulo: f.actividadTitulo }
        : null,
    fecha: fechaEscuelaAIso(f.fecha),
    estado: f.estado,
    observaciones: f.observaciones,
    numAlumnos,
    materiales: materialesNecesarios,
  };
}

const ORDEN = {
  fecha: sesiones.fecha,
  grupo: ordenEs(grupos.nombre),
  nivel: niveles.orden,
  actividad: ordenEs(actividades.titulo),
  estado: sesiones.estado,
} as const;

/** A filter's value as it is, or as a placeholder of a prepared query (`preparada`). */
type Valor = (nombre: string, valor: unknown) => unknown;
const marcador: Valor = (nombre) => sql.placeholder(nombre);

export function condicionesSesiones(
  filtros: Pick<FiltrosSesiones, 'startDate' | 'endDate' | 'grupoId' | 'estado' | 'profesorId'>,
  alcance: Alcance,
  v: Valor = (_nombre, valor) => valor,
): SQL | undefined {
  return and(
    alcance === null
      ? undefined
      : sql`(${grupos.profesorId} = ${v('alcance', alcance)} or ${sesiones.profesorSustitutoId} = ${v('alcance', alcance)})`,
    filtros.startDate ? sql`${sesiones.fecha} >= ${v('desde', `${filtros.startDate} 00:00:00`)}` : undefined,
    filtros.endDate
      ? sql`${sesiones.fecha} < ${v('hasta', `${sumarDias(filtros.endDate, 1)} 00:00:00`)}`
      : undefined,
    filtros.grupoId ? sql`${sesiones.grupoId} = ${v('grupoId', filtros.grupoId)}` : undefined,
    filtros.estado && filtros.estado !== 'all'
      ? sql`${sesiones.estado} = ${v('estado', filtros.estado)}`
      : undefined,
    filtros.profesorId ? sql`${grupos.profesorId} = ${v('profesorId', filtros.profesorId)}` : undefined,
  );
}

/**
 * A page of sessions and the filter's total, in one statement. The page's ids are chosen first, joining
 * only what the filter and the order need (a month in (fecha, id) order is read from that index); only
 * those rows are then joined to their group, level, school, activity and materials and count their
 * students. The total rides along as an uncorrelated subquery; a page past the end has no row to carry
 * it, so only then is it counted on its own. One prepared query per filter shape and order, built once.
 */
export async function listSesiones(db: DbOrTx, filtros: FiltrosSesiones, alcance: Alcance) {
  const conGrupo = alcance !== null || Boolean(filtros.profesorId);
  const formaFiltro = [
    Number(alcance !== null),
    Number(Boolean(filtros.startDate)),
    Number(Boolean(filtros.endDate)),
    Number(Boolean(filtros.grupoId)),
    Number(Boolean(filtros.estado && filtros.estado !== 'all')),
    Number(Boolean(filtros.profesorId)),
  ].join('');
  const forma = `${formaFiltro}_${filtros.sort}_${filtros.order}`;
  const donde = () => condicionesSesiones(filtros, alcance, marcador);
  const contar = () => {
    const cuenta = db
      .select({ total: sql<number>`count(*)::int` })
      .from(sesiones)
      .$dynamic();
    return (conGrupo ? cuenta.innerJoin(grupos, eq(grupos.id, sesiones.grupoId)) : cuenta).where(donde());
  };
  const lista = preparada(db, `sesiones:lista:${forma}`, () => {
    const direccion = filtros.order === 'desc' ? desc : asc;
    const columna = ORDEN[filtros.sort];
    const orden =
      filtros.sort === 'actividad'
        ? [sql`${columna} ${sql.raw(filtros.order)} nulls last`]
        : [direccion(columna)];
    if (filtros.sort !== 'fecha') orden.push(asc(sesiones.fecha));
    orden.push(direccion(sesiones.id));
    // The group is joined only for a teacher's scope, the admin's teacher filter or an order that needs it.
    let ids = db.select({ id: sesiones.id }).from(sesiones).$dynamic();
    if (conGrupo || filtros.sort === 'grupo' || filtros.sort === 'nivel') {
      ids = ids.innerJoin(grupos, eq(grupos.id, sesiones.grupoId));
    }
    if (filtros.sort === 'nivel') ids = ids.innerJoin(niveles, eq(niveles.id, grupos.nivelId));
    if (filtros.sort === 'actividad') {
      ids = ids.leftJoin(actividades, eq(actividades.id, sesiones.actividadId));
    }
    const pagina = ids
      .where(donde())
      .orderBy(...orden)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    // `= any(array(…))`: the page's rows by primary key, whatever the planner thinks of the joins.
    return desdeSesiones(db, { total: sql<number>`(${contar()})` })
      .where(sql`${sesiones.id} = any(array(${pagina}))`)
      .orderBy(...orden)
      .prepare(`sesiones_lista_${forma}`);
  });
  const valores = {
    alcance,
    desde: filtros.startDate ? `${filtros.startDate} 00:00:00` : undefined,
    hasta: filtros.endDate ? `${sumarDias(filtros.endDate, 1)} 00:00:00` : undefined,
    grupoId: filtros.grupoId,
    estado: filtros.estado,
    profesorId: filtros.profesorId,
  };
  const filas = await lista.execute({
    ...valores,
    limit: filtros.limit,
    offset: (filtros.page - 1) * filtros.limit,
  });
  let total = filas[0]?.total;
  if (total === undefined && filtros.page > 1) {
    const cuenta = preparada(db, `sesiones:cuenta:${formaFiltro}`, () =>
      contar().prepare(`sesiones_cuenta_${formaFiltro}`),
    );
    total = (await cuenta.execute(valores))[0]?.total;
  }
  return { filas: filas.map(aSesion), total: Number(total ?? 0) };
}

export async function findSesion(db: DbOrTx, id: number, alcance: Alcance) {
  const [fila] = await desdeSesiones(db).where(and(eq(sesiones.id, id), enAlcance(alcance)));
  return fila ? aSesion(fila) : undefined;
}

export async function insertSesion(db: DbOrTx, nueva: NewSesion) {
  const [fila] = await db.insert(sesiones).values(nueva).returning({ id: sesiones.id });
  return fila!;
}

/** Every edit bumps `revision`: the calendar event's SEQUENCE (decision 039). */
export async function updateSesion(db: DbOrTx, id: number, datos: Partial<NewSesion>) {
  await db
    .update(sesiones)
    .set({ ...datos, revision: sql`${sesiones.revision} + 1` })
    .where(eq(sesiones.id, id));
  // Attendance rows repeat the session's time: keep them in step when it moves.
  if (datos.fecha !== undefined) {
    await db.update(asistencias).set({ fechaSesion: datos.fecha }).where(eq(asistencias.sesionId, id));
  }
}

export async function deleteSesion(db: DbOrTx, id: number) {
  await db.delete(sesiones).where(eq(sesiones.id, id));
}

export async function findGrupo(db: DbOrTx, id: number) {
  const [g] = await db
    .select({ id: grupos.id, nivelId: grupos.nivelId, orden: niveles.orden })
    .from(grupos)
    .innerJoin(niveles, eq(niveles.id, grupos.nivelId))
    .where(eq(grupos.id, id));
  return g;
}

export async function findProfesorActivo(db: DbOrTx, id: number) {
  const [p] = await db
    .select({ id: profesores.id })
    .from(profesores)
    .where(and(eq(profesores.id, id), isNull(profesores.fechaBaja)));
  return p;
}

export async function existeActividad(db: DbOrTx, id: number) {
  const [a] = await db.select({ id: actividades.id }).from(actividades).where(eq(actividades.id, id));
  return Boolean(a);
}

/** Activities within 2 levels of the group's (spec 02 §9): same level first, then nearest, then by title. */
export async function listActividadesDisponibles(db: DbOrTx, ordenGrupo: number) {
  const distancia = sql<number>`abs(${niveles.orden} - ${ordenGrupo})::int`;
  const filas = await db
    .select({
      id: actividades.id,
      titulo: actividades.titulo,
      nivelId: niveles.id,
      nivelNombre: niveles.nombre,
      distancia,
    })
    .from(actividades)
    .innerJoin(niveles, eq(niveles.id, actividades.nivelId))
    .where(sql`${distancia} <= 2`)
    .orderBy(distancia, asc(niveles.orden), asc(ordenEs(actividades.titulo)), asc(actividades.id));
  return filas.map((f) => ({
    id: f.id,
    titulo: f.titulo,
    nivel: { id: f.nivelId, nombre: f.nivelNombre },
    distancia: Number(f.distancia),
  }));
}

// ── Generation ────────────────────────────────────────────────────────────────────────────────────

export async function listGruposAGenerar(db: DbOrTx, grupoId?: number | null): Promise<GrupoAGenerar[]> {
  return db
    .select({ id: grupos.id, nombre: grupos.nombre, colegioId: grupos.colegioId, horario: grupos.horario })
    .from(grupos)
    .where(grupoId ? eq(grupos.id, grupoId) : undefined)
    .orderBy(asc(grupos.id));
}

export async function listFestivosEntre(
  db: DbOrTx,
  desde: string,
  hasta: string,
): Promise<FestivoAGenerar[]> {
  return db
    .select({ fecha: festivos.fecha, nombre: festivos.nombre, colegioId: festivos.colegioId })
    .from(festivos)
    .where(and(gte(festivos.fecha, desde), sql`${festivos.fecha} <= ${hasta}`));
}

/**
 * ONE set-based insert of every generated session; what already exists for (grupo, fecha) is kept.
 * The rows travel as two text parameters unnested side by side (no per-row bound parameters, no JSON
 * parsing per row). Answers how many were created.
 */
export async function insertSesionesGeneradas(db: DbOrTx, filas: SesionGenerada[]): Promise<number> {
  if (filas.length === 0) return 0;
  const ids = filas.map((f) => f.grupoId).join(',');
  const fechas = filas.map((f) => f.fecha).join(',');
  const resultado = await db.execute(sql`
    with nuevas as (
      insert into ${sesiones} (grupo_id, fecha)
      select * from unnest(string_to_array(${ids}, ',')::int[], string_to_array(${fechas}, ',')::timestamp[])
      on conflict (grupo_id, fecha) do nothing
      returning 1
    )
    select count(*)::int as creadas from nuevas`);
  const [fila] = (resultado as unknown as { rows: { creadas: number }[] }).rows;
  return Number(fila?.creadas ?? 0);
}
