import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  actividades,
  materiales,
  materialesPeriodo,
  type NewMaterial,
  type NewMaterialPeriodo,
} from '../../db/schema/index';
import { ordenEs } from '../../db/texto-sql';

const columnasMaterial = {
  id: materiales.id,
  descripcion: materiales.descripcion,
  total: materiales.total,
  en_uso: materiales.enUso,
};
const aMaterial = (f: { id: number; descripcion: string; total: number; en_uso: number }) => ({
  ...f,
  total: Number(f.total),
  en_uso: Number(f.en_uso),
});

export async function listMateriales(db: DbOrTx, id?: number) {
  const filas = await db
    .select(columnasMaterial)
    .from(materiales)
    .where(id ? eq(materiales.id, id) : undefined)
    .orderBy(asc(ordenEs(materiales.descripcion)), asc(materiales.id));
  return filas.map(aMaterial);
}

export async function insertMaterial(db: DbOrTx, nuevo: NewMaterial) {
  const [fila] = await db.insert(materiales).values(nuevo).returning(columnasMaterial);
  return aMaterial(fila!);
}

export async function updateMaterial(db: DbOrTx, id: number, datos: Partial<NewMaterial>) {
  const [fila] = await db
    .update(materiales)
    .set(datos)
    .where(eq(materiales.id, id))
    .returning(columnasMaterial);
  return fila ? aMaterial(fila) : null;
}

export async function deleteMaterial(db: DbOrTx, id: number) {
  const filas = await db.delete(materiales).where(eq(materiales.id, id)).returning({ id: materiales.id });
  return filas.length > 0;
}

/** Activities and periods that use a material (one query; both columns are indexed). */
export async function contarUsosMaterial(db: DbOrTx, id: number) {
  const [fila] = await db
    .select({
      actividades: sql<number>`(select count(*)::int from ${actividades} where ${or(eq(actividades.material1Id, id), eq(actividades.material2Id, id))})`,
      periodos: sql<number>`(select count(*)::int from ${materialesPeriodo} where ${eq(materialesPeriodo.materialId, id)})`,
    })
    .from(sql`(select 1) as uno`);
  return { actividades: Number(fila!.actividades), periodos: Number(fila!.periodos) };
}

// ── Periods ────────────────────────────────────────────────────────────────────────────────────────

export async function listPeriodos(
  db: DbOrTx,
  filtro: { startDate?: string; endDate?: string; id?: number },
) {
  const filas = await db
    .select({
      id: materialesPeriodo.id,
      materialId: materialesPeriodo.materialId,
      descripcion: materiales.descripcion,
      fechaInicio: materialesPeriodo.fechaInicio,
      fechaFin: materialesPeriodo.fechaFin,
      cantidadInicial: materialesPeriodo.cantidadInicial,
      cantidadUsada: materialesPeriodo.cantidadUsada,
    })
    .from(materialesPeriodo)
    .innerJoin(materiales, eq(materiales.id, materialesPeriodo.materialId))
    .where(
      and(
        filtro.id ? eq(materialesPeriodo.id, filtro.id) : undefined,
        filtro.endDate ? lte(materialesPeriodo.fechaInicio, filtro.endDate) : undefined,
        filtro.startDate ? gte(materialesPeriodo.fechaFin, filtro.startDate) : undefined,
      ),
    )
    .orderBy(
      asc(materialesPeriodo.fechaInicio),
      asc(ordenEs(materiales.descripcion)),
      asc(materialesPeriodo.id),
    );
  return filas.map(({ descripcion, ...p }) => ({
    ...p,
    material: { id: p.materialId, descripcion },
  }));
}

export async function updatePeriodo(
  db: DbOrTx,
  id: number,
  datos: { cantidadInicial?: number; cantidadUsada?: number },
) {
  const filas = await db
    .update(materialesPeriodo)
    .set(datos)
    .where(eq(materialesPeriodo.id, id))
    .returning({ id: materialesPeriodo.id });
  return filas.length > 0;
}

/** Inserts the periods that do not exist yet (unique material + start); answers how many were new. */
export async function insertPeriodosNuevos(db: DbOrTx, nuevos: NewMaterialPeriodo[]) {
  let creados = 0;
  for (let i = 0; i < nuevos.length; i += 5000) {
    const json = JSON.stringify(
      nuevos.slice(i, i + 5000).map((p) => ({
        material_id: p.materialId,
        fecha_inicio: p.fechaInicio,
        fecha_fin: p.fechaFin,
        cantidad_inicial: p.cantidadInicial,
        cantidad_usada: p.cantidadUsada ?? 0,
      })),
    );
    const res = (await db.execute(sql`
      insert into ${materialesPeriodo} (material_id, fecha_inicio, fecha_fin, cantidad_inicial, cantidad_usada)
      select material_id, fecha_inicio, fecha_fin, cantidad_inicial, cantidad_usada
      from json_to_recordset(${json}::json)
        as v(material_id int, fecha_inicio date, fecha_fin date, cantidad_inicial int, cantidad_usada int)
      on conflict (material_id, fecha_inicio) do nothing
      returning id`)) as unknown as { rows: unknown[] };
    creados += res.rows.length;
  }
  return creados;
}
