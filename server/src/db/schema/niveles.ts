import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const niveles = pgTable('niveles', {
  id,
  nombre: text('nombre').notNull().unique(),
  orden: integer('orden').notNull().unique(),
  ...timestamps,
});

export type Nivel = typeof niveles.$inferSelect;
