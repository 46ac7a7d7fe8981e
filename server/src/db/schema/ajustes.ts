/**
 * The school's settings: one row (id = 1, created by its migration). A later feature adds its setting as
 * a column with a default, so an existing install keeps working.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const ajustesEscuela = pgTable(
  'ajustes_escuela',
  {
    id: integer('id').primaryKey().default(1),
    /** Admins must use a second factor; off on a new install (README quick start). */
    exigirSegundoFactorAdmin: boolean('exigir_segundo_factor_admin').notNull().default(false),
    /** Months without an active child after which a family is listed for anonymisation (decision 046). */
    mesesRetencionFamilias: integer('meses_retencion_familias').notNull().default(24),
    /** How long a family has to accept a freed place (DESIGN.md §11), in hours. */
    horasOfertaPlaza: integer('horas_oferta_plaza').notNull().default(72),
    ...timestamps,
  },
  (t) => [
    check('ajustes_escuela_una_fila_check', sql`${t.id} = 1`),
    check('ajustes_escuela_meses_retencion_check', sql`${t.mesesRetencionFamilias} between 1 and 120`),
    check('ajustes_escuela_horas_oferta_check', sql`${t.horasOfertaPlaza} between 1 and 720`),
  ],
);
