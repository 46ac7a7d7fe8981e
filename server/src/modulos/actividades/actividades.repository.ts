import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { actividades, materiales, niveles, sesiones, type NewActividad } from '../../db/schema/index';
import { ordenEs } from '../../db/texto-sql';

const m1 = alias(materiales, 'm1');
const m2 = alias(materiales, 'm2');

/** Activities with their level and materials embedded (one query with two joins on materials). */
export async function listActividades(db: DbOrTx, id?: number) {
  const filas = await db
    .select({
      id: actividades.id,
      titulo: actividades.titulo,
      nivelId: actividades.nivelId,
      nivelNombre: niveles.nombre,
      nivelOrden: niveles.orden,
      material_1: actividades.material1Id,
      material_2: actividades.material2Id,
      m1: m1.descripcion,
      m2: m2.descripcion,
      cantidad_1: actividades.cantidad1,
      cantidad_2: actividades.cantidad2,
      alumnos: actividades.alumnos,
      observaciones: actividades.observaciones,
    })
    .from(actividades)
    .innerJoin(niveles, eq(niveles.id, actividades.nivelId))
    .leftJoin(m1, eq(m1.id, actividades.material1Id))
    .leftJoin(m2, eq(m2.id, actividades.material2Id))
    .where(id ? eq(actividades.id, id) : undefined)
    .orderBy(asc(niveles.orden), asc(ordenEs(actividades.titulo)), asc(actividades.id));
  return filas.map((f) => ({
    id: f.id,
    titulo: f.titulo,
    nivelId: f.nivelId,
    nivel: { id: f.nivelId, nombre: f.nivelNombre, orden: f.nivelOrden },
    material_1: f.material_1,
    material_2: f.material_2,
    material1: f.material_1 !== null && f.m1 !== null ? { id: f.material_1, descripcion: f.m1 } : null,
    material2: f.material_2 !== null && f.m2 !== null ? { id: f.material_2, descripcion: f.m2 } : null,
    cantidad_1: Number(f.cantidad_1),
    cantidad_2: Number(f.cantidad_2),
    alumnos: f.alumnos,
    observaciones: f.observaciones,
  }));
}

export async function insertActividad(db: DbOrTx, nueva: NewActividad) {
  const [fila] = await db.insert(actividades).values(nueva).returning({ id: actividades.id });
  return fila!.id;
}

export async function updateActividad(db: DbOrTx, id: number, datos: Partial<NewActividad>) {
  const filas = await db
    .update(actividades)
    .set(datos)
    .where(eq(actividades.id, id))
    .returning({ id: actividades.id });
  return filas.length > 0;
}

export async function deleteActividad(db: DbOrTx, id: number) {
  const filas = await db.delete(actividades).where(eq(actividades.id, id)).returning({ id: actividades.id });
  return filas.length > 0;
}

export async function contarSesionesConActividad(db: DbOrTx, id: number) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sesiones)
    .where(eq(sesiones.actividadId, id));
  return Number(fila!.n);
}

/** Which of the referenced level and materials exist (one query). */
export async function referenciasExisten(
  db: DbOrTx,
  ids: { nivelId: number; material1: number | null; material2: number | null },
) {
  const res = (await db.execute(sql`
    select exists(select 1 from ${niveles} where ${niveles.id} = ${ids.nivelId}) as nivel,
           ${ids.material1 === null ? sql`true` : sql`exists(select 1 from ${materiales} where ${materiales.id} = ${ids.material1})`} as material1,
           ${ids.material2 === null ? sql`true` : sql`exists(select 1 from ${materiales} where ${materiales.id} = ${ids.material2})`} as material2`)) as unknown as {
    rows: { nivel: boolean; material1: boolean; material2: boolean }[];
  };
  return res.rows[0]!;
}

// ── Import ─────────────────────────────────────────────────────────────────────────────────────────

export const listNivelesNombres = (db: DbOrTx) =>
  db.select({ id: niveles.id, nombre: niveles.nombre }).from(niveles);
export const listMaterialesNombres = (db: DbOrTx) =>
  db.select({ id: materiales.id, descripcion: materiales.descripcion }).from(materiales);
export const listActividadesClaves = (db: DbOrTx) =>
  db
    .select({ id: actividades.id, titulo: actividades.titulo, nivelId: actividades.nivelId })
    .from(actividades);

const COLUMNAS = sql.raw(
  'titulo text, nivel_id int, material_1 int, cantidad_1 numeric, material_2 int, cantidad_2 numeric, alumnos int, observaciones text',
);
const aJson = (a: NewActividad & { id?: number }) => ({
  id: a.id,
  titulo: a.titulo,
  nivel_id: a.nivelId,
  material_1: a.material1Id ?? null,
  cantidad_1: a.cantidad1 ?? 0,
  material_2: a.material2Id ?? null,
  cantidad_2: a.cantidad2 ?? 0,
  alumnos: a.alumnos ?? 1,
  observaciones: a.observaciones ?? null,
});

/** New activities in one statement (json_to_recordset). */
export async function insertActividades(db: DbOrTx, nuevas: NewActividad[]) {
  if (nuevas.length === 0) return;
  await db.execute(sql`
    insert into ${actividades} (titulo, nivel_id, material_1, cantidad_1, material_2, cantidad_2, alumnos, observaciones)
    select titulo, nivel_id, material_1, cantidad_1, material_2, cantidad_2, alumnos, observaciones
    from json_to_recordset(${JSON.stringify(nuevas.map(aJson))}::json) as v(${COLUMNAS})`);
}

/** Whole activities written back in one statement. */
export async function updateActividades(db: DbOrTx, filas: (NewActividad & { id: number })[]) {
  if (filas.length === 0) return;
  await db.execute(sql`
    update ${actividades} set titulo = v.titulo, nivel_id = v.nivel_id, material_1 = v.material_1,
      cantidad_1 = v.cantidad_1, material_2 = v.material_2, cantidad_2 = v.cantidad_2, alumnos = v.alumnos,
      observaciones = v.observaciones, updated_at = now()
    from json_to_recordset(${JSON.stringify(filas.map(aJson))}::json) as v(id int, ${COLUMNAS})
    where ${actividades.id} = v.id`);
}
