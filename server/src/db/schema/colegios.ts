import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const colegios = pgTable('colegios', {
  id,
  nombre: text('nombre').notNull(),
  alias: text('alias').notNull(),
  direccion: text('direccion').notNull(),
  telefono: text('telefono').notNull(),
  contactoResponsable: text('contacto_responsable').notNull(),
  convenio: text('convenio'),
  /** A child marked absent without the family's notice → the family gets an e-mail that day (decision 038). */
  avisarFaltas: boolean('avisar_faltas').notNull().default(false),
  ...timestamps,
});

export type Colegio = typeof colegios.$inferSelect;
export type NewColegio = typeof colegios.$inferInsert;
