import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, requiredFk, timestamps } from './columns';

export const materiales = pgTable(
  'materiales',
  {
    id,
    descripcion: text('descripcion').notNull(),
    total: numeric('total', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
    enUso: numeric('en_uso', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('materiales_total_check', sql`${t.total} >= 0`),
    check('materiales_en_uso_check', sql`${t.enUso} >= 0`),
  ],
);

/** Weekly (Monday–Sunday) availability of a material. cantidadUsada may exceed cantidadInicial. */
export const materialesPeriodo = pgTable(
  'materiales_periodo',
  {
    id,
    materialId: requiredFk('material_id', () => materiales.id, 'cascade'),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    cantidadInicial: integer('cantidad_inicial').notNull(),
    cantidadUsada: integer('cantidad_usada').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('materiales_periodo_material_id_fecha_inicio_unique').on(t.materialId, t.fechaInicio),
    index('materiales_periodo_fecha_inicio_idx').on(t.fechaInicio),
  ],
);

export type Material = typeof materiales.$inferSelect;
export type NewMaterial = typeof materiales.$inferInsert;
export type MaterialPeriodo = typeof materialesPeriodo.$inferSelect;
export type NewMaterialPeriodo = typeof materialesPeriodo.$inferInsert;
