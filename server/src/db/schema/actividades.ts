import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { id, requiredFk, timestamps } from './columns';
import { materiales } from './materiales';
import { niveles } from './niveles';

export const actividades = pgTable(
  'actividades',
  {
    id,
    titulo: text('titulo').notNull(),
    nivelId: requiredFk('nivel_id', () => niveles.id, 'restrict'),
    material1Id: integer('material_1').references(() => materiales.id, {
      onDelete: 'set null',
    }),
    cantidad1: numeric('cantidad_1', {
      precision: 10,
      scale: 1,
      mode: 'number',
    })
      .notNull()
      .default(0),
    material2Id: integer('material_2').references(() => materiales.id, {
      onDelete: 'set null',
    }),
    cantidad2: numeric('cantidad_2', {
      precision: 10,
      scale: 1,
      mode: 'number',
    })
      .notNull()
      .default(0),
    /** Number of students the quantities are for. */
    alumnos: integer('alumnos').notNull().default(1),
    observaciones: text('observaciones'),
    ...timestamps,
  },
  (t) => [
    index('actividades_nivel_id_idx').on(t.nivelId),
    index('actividades_material_1_idx').on(t.material1Id),
    index('actividades_material_2_idx').on(t.material2Id),
    check('actividades_alumnos_check', sql`${t.alumnos} >= 1`),
  ],
);

export type Actividad = typeof actividades.$inferSelect;
export type NewActividad = typeof actividades.$inferInsert;
