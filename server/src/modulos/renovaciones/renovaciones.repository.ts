/** The school-year renewal (decision 052): the only SQL of the module. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultar } from '../../db/filas';
import { insertarMuchas } from '../../db/insercion-masiva';
import { ordenEs } from '../../db/texto-sql';
import {
  alumnos,
  colegios,
  grupos,
  niveles,
  padres,
  renovaciones,
  renovacionesAlumnos,
  renovacionesHistorial,
  usuarios,
} from '../../db/schema/index';

export type Respuesta = (typeof renovacionesAlumnos.$inferSelect)['respuesta'];
export type Resultado = NonNullable<(typeof renovacionesAlumnos.$inferSelect)['resultado']>;

export async function findRenovacion(tx: DbOrTx, id: number, bloquear = false) {
  const q = tx.select().from(renovaciones).where(eq(renovaciones.id, id));
  const [fila] = bloquear ? await q.for('update') : await q;
  return fila ?? null;
}

export async function findRenovacionAbierta(tx: DbOrTx) {
  const [fila] = await tx
    .select({ id: renovaciones.id })
    .from(renovaciones)
    .where(eq(renovaciones.estado, 'abierta'));
  return fila ?? null;
}

export async function insertRenovacion(
  tx: DbOrTx,
  fila: { curso: number; fechaLimite: string; autorId: number },
) {
  const [nueva] = await tx.insert(renovaciones).values(fila).returning({ id: renovaciones.id });
  return nueva!.id;
}

/** The students a renewal is for: in alta in a group, with what the proposal needs. */
export async function listAlumnosARenovar(tx: DbOrTx) {
  return tx
    .select({
      id: alumnos.id,
      curso: alumnos.curso,
      fechaNacimiento: alumnos.fechaNacimiento,
      grupoId: grupos.id,
    })
    .from(alumnos)
    .innerJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .where(eq(alumnos.estado, 'alta'));
}

/** Every group with its school and level, for the proposals. */
export async function listGruposDePropuesta(tx: DbOrTx) {
  return tx
    .select({ id: grupos.id, colegioId: grupos.colegioId, nivel: niveles.nombre, nivelOrden: niveles.orden })
    .from(grupos)
    .innerJoin(niveles, eq(niveles.id, grupos.nivelId));
}

export async function insertFilas(tx: DbOrTx, filas: readonly (typeof renovacionesAlumnos.$inferInsert)[]) {
  return insertarMuchas(tx, renovacionesAlumnos, filas, { devolver: ['id'] });
}

export async function insertHistorial(
  tx: DbOrTx,
  filas: readonly {
    renovacionAlumnoId: number;
    respuesta: Respuesta;
    resultado?: Resultado | null;
    autorId: number | null;
  }[],
) {
  if (filas.length === 0) return;
  await insertarMuchas(
    tx,
    renovacionesHistorial,
    filas.map((f) => ({ ...f, resultado: f.resultado ?? null })),
  );
}

export async function listRenovaciones(tx: DbOrTx) {
  return tx.select().from(renovaciones).orderBy(desc(renovaciones.curso));
}

/** Counts per renewal and group (the children's group when it opened), in one grouped query. */
export async function listRecuentos(tx: DbOrTx, renovacionIds: readonly number[]) {
  if (renovacionIds.length === 0) return [];
  const ids = sql.raw(`array[${renovacionIds.map((i) => Number(i)).join(',')}]::int[]`);
  return consultar<{
    renovacionId: number;
    grupoId: number;
    grupo: string;
    colegio: string;
    confirmados: number;
    rechazados: number;
    sinRespuesta: number;
    sinGrupoPropuesto: number;
  }>(
    tx,
    sql`select r.renovacion_id as "renovacionId", g.id as "grupoId", g.nombre as grupo, c.nombre as colegio,
          count(*) filter (where r.respuesta = 'continua')::int as confirmados,
          count(*) filter (where r.respuesta = 'no_continua')::int as rechazados,
          count(*) filter (where r.respuesta = 'pendiente')::int as "sinRespuesta",
          count(*) filter (where r.grupo_propuesto_id is null)::int as "sinGrupoPropuesto"
        from ${renovacionesAlumnos} r
        join ${grupos} g on g.id = r.grupo_actual_id
        join ${colegios} c on c.id = g.colegio_id
        where r.renovacion_id = any(${ids})
        group by r.renovacion_id, g.id, g.nombre, c.nombre
        order by ${ordenEs(sql`c.nombre`)}, ${ordenEs(sql`g.nombre`)}, g.id`,
  );
}

/** The families to e-mail (all, or those with a child still to answer) and their children's proposals. */
export async function listDestinatarios(tx: DbOrTx, renovacionId: number, soloPendientes: boolean) {
  return consultar<{ email: string; alumno: string; propuesto: string | null }>(
    tx,
    sql`select u.email, a.nombre as alumno, gp.nombre as propuesto
        from ${renovacionesAlumnos} r
        join ${alumnos} a on a.id = r.alumno_id
        join ${padres} p on p.id = a.padre_id
        join ${usuarios} u on u.id = p.usuario_id
        left join ${grupos} gp on gp.id = r.grupo_propuesto_id
        where r.renovacion_id = ${renovacionId}
          ${soloPendientes ? sql`and r.respuesta = 'pendiente'` : sql``}
        order by u.email, a.nombre, a.id`,
  );
}

const filaPadre = sql`select r.id, rn.curso, rn.fecha_limite as "fechaLimite", rn.estado,
          a.id as "alumnoId", a.nombre as alumno, ga.id as "grupoActualId", ga.nombre as "grupoActual",
          gp.id as "grupoPropuestoId", gp.nombre as "grupoPropuesto", r.respuesta
        from ${renovacionesAlumnos} r
        join ${renovaciones} rn on rn.id = r.renovacion_id
        join ${alumnos} a on a.id = r.alumno_id
        left join ${grupos} ga on ga.id = r.grupo_actual_id
        left join ${grupos} gp on gp.id = r.grupo_propuesto_id`;

export interface FilaPadre {
  id: number;
  curso: number;
  fechaLimite: string;
  estado: 'abierta' | 'cerrada';
  alumnoId: number;
  alumno: string;
  grupoActualId: number | null;
  grupoActual: string | null;
  grupoPropuestoId: number | null;
  grupoPropuesto: string | null;
  respuesta: Respuesta;
}

/** The family's children in the open renewal (the family is the child's `padre_id`). */
export async function listDePadre(tx: DbOrTx, padreId: number) {
  return consultar<FilaPadre>(
    tx,
    sql`${filaPadre} where a.padre_id = ${padreId} and rn.estado = 'abierta' order by a.nombre, a.id`,
  );
}

/**
 * One row of the family's, locked; null when missing or another family's. The renewal's row is taken
 * shared first (the closing takes it exclusively first too, so neither waits on the other crosswise): an
 * answer never slips in while the office closes it.
 */
export async function findFilaDePadre(tx: DbOrTx, id: number, padreId: number) {
  await tx.execute(
    sql`select rn.id from ${renovaciones} rn join ${renovacionesAlumnos} r on r.renovacion_id = rn.id
        where r.id = ${id} for share of rn`,
  );
  const [fila] = await consultar<FilaPadre>(
    tx,
    sql`${filaPadre} where r.id = ${id} and a.padre_id = ${padreId} for update of r`,
  );
  return fila ?? null;
}

export async function updateRespuesta(tx: DbOrTx, id: number, respuesta: Respuesta) {
  await tx
    .update(renovacionesAlumnos)
    .set({ respuesta, respondidaAt: new Date() })
    .where(eq(renovacionesAlumnos.id, id));
}

/** Every group a renewal's rows name (then and proposed), to lock before its students. */
export async function listGruposDeRenovacion(tx: DbOrTx, renovacionId: number) {
  const filas = await consultar<{ id: number }>(
    tx,
    sql`select grupo_actual_id as id from ${renovacionesAlumnos}
        where renovacion_id = ${renovacionId} and grupo_actual_id is not null
        union
        select grupo_propuesto_id from ${renovacionesAlumnos}
        where renovacion_id = ${renovacionId} and grupo_propuesto_id is not null`,
  );
  return filas.map((f) => f.id);
}

/** What the year-end transition needs of each child of the renewal, confirmed first by answer time. */
export async function listFilasDeCierre(tx: DbOrTx, renovacionId: number) {
  return tx
    .select({
      id: renovacionesAlumnos.id,
      alumnoId: renovacionesAlumnos.alumnoId,
      padreId: alumnos.padreId,
      estado: alumnos.estado,
      grupoId: alumnos.grupoId,
      grupoActualId: renovacionesAlumnos.grupoActualId,
      grupoPropuestoId: renovacionesAlumnos.grupoPropuestoId,
      cursoSiguiente: renovacionesAlumnos.cursoSiguiente,
      respuesta: renovacionesAlumnos.respuesta,
    })
    .from(renovacionesAlumnos)
    .innerJoin(alumnos, eq(alumnos.id, renovacionesAlumnos.alumnoId))
    .where(eq(renovacionesAlumnos.renovacionId, renovacionId))
    .orderBy(renovacionesAlumnos.respondidaAt, renovacionesAlumnos.id)
    .for('update', { of: alumnos });
}

/** Writes each row's outcome (one statement). */
export async function updateResultados(tx: DbOrTx, filas: readonly { id: number; resultado: Resultado }[]) {
  if (filas.length === 0) return;
  await tx.execute(
    sql`update ${renovacionesAlumnos} r set resultado = v.resultado, updated_at = now()
        from json_to_recordset(${JSON.stringify(filas)}::json) as v(id int, resultado text)
        where r.id = v.id`,
  );
}

/** Next year's school year of the children that continue (one statement). */
export async function updateCursos(tx: DbOrTx, filas: readonly { alumnoId: number; curso: string }[]) {
  if (filas.length === 0) return;
  await tx.execute(
    sql`update ${alumnos} a set curso = v.curso, updated_at = now()
        from json_to_recordset(${JSON.stringify(filas)}::json) as v("alumnoId" int, curso text)
        where a.id = v."alumnoId"`,
  );
}

/** Puts each student in alta in its group (one statement); the groups are locked by the caller. */
export async function ponerEnGrupos(tx: DbOrTx, filas: readonly { alumnoId: number; grupoId: number }[]) {
  if (filas.length === 0) return;
  await tx.execute(
    sql`update ${alumnos} a set grupo_id = v."grupoId", estado = 'alta', updated_at = now()
        from json_to_recordset(${JSON.stringify(filas)}::json) as v("alumnoId" int, "grupoId" int)
        where a.id = v."alumnoId"`,
  );
}

export async function marcarCerrada(tx: DbOrTx, id: number, autorId: number) {
  await tx
    .update(renovaciones)
    .set({ estado: 'cerrada', cerradaAt: new Date(), cerradaPorId: autorId })
    .where(and(eq(renovaciones.id, id), eq(renovaciones.estado, 'abierta')));
}
