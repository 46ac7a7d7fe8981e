import { date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { colegios } from './colegios';
import { id, timestamps } from './columns';

/**
 * Days without class (DESIGN.md §3): `colegio_id` null = every school. One row per (fecha, colegio);
 * NULLS NOT DISTINCT makes two "every school" rows for the same day a conflict too (PostgreSQL 15+).
 */
export const festivos = pgTable(
  'festivos',
  {
    id,
    fecha: date('fecha', { mode: 'string' }).notNull(),
    nombre: text('nombre').notNull(),
    colegioId: integer('colegio_id').references(() => colegios.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    unique('festivos_fecha_colegio_id_unique').on(t.fecha, t.colegioId).nullsNotDistinct(),
    index('festivos_colegio_id_idx').on(t.colegioId),
  ],
);

export type Festivo = typeof festivos.$inferSelect;
