import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const colegios = pgTable('colegios', {
  id,
  nombre: text('nombre').notNull(),
  alias: text('alias').notNull(),
  direccion: text('direccion').notNull(),
  telefono: text('telefono').notNull(),
  contactoResponsable: text('contacto_responsable').notNull(),
  convenio: text('convenio'),
  ...timestamps,
});

export type Colegio = typeof colegios.$inferSelect;
export type NewColegio = typeof colegios.$inferInsert;
