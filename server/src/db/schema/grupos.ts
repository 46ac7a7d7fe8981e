import { DURACIONES } from '@escuela/shared/grupos/grupos.schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { colegios } from './colegios';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { niveles } from './niveles';
import { profesores } from './profesores';

export const grupos = pgTable(
  'grupos',
  {
    id,
    nombre: text('nombre').notNull(),
    nivelId: requiredFk('nivel_id', () => niveles.id, 'restrict'),
    duracion: numeric('duracion', { precision: 3, scale: 1, mode: 'number' }).notNull().default(1),
    /** Format `1@16:00,3@16:00` (weekday number @ start time). */
    horario: text('horario').notNull().default(''),
    colegioId: requiredFk('colegio_id', () => colegios.id, 'restrict'),
    profesorId: requiredFk('profesor_id', () => profesores.id, 'restrict'),
    /** € a month per child (DESIGN.md §9); 0 = not billed. */
    cuotaMensual: numeric('cuota_mensual', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** Places (DESIGN.md §11): above `plazas_maximas` children wait; `plazas_minimas` to open the group. */
    plazasMaximas: integer('plazas_maximas').notNull().default(16),
    plazasMinimas: integer('plazas_minimas').notNull().default(8),
    ...timestamps,
  },
  (t) => [
    index('grupos_nivel_id_idx').on(t.nivelId),
    index('grupos_colegio_id_idx').on(t.colegioId),
    index('grupos_profesor_id_idx').on(t.profesorId),
    checkEnum('grupos_duracion_check', t.duracion, DURACIONES),
    check('grupos_cuota_mensual_check', sql`${t.cuotaMensual} >= 0`),
    check(
      'grupos_plazas_check',
      sql`${t.plazasMaximas} between 1 and 500 and ${t.plazasMinimas} between 0 and ${t.plazasMaximas}`,
    ),
  ],
);

export type Grupo = typeof grupos.$inferSelect;
export type NewGrupo = typeof grupos.$inferInsert;
