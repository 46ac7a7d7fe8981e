import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { alumnos } from './alumnos';
import { id, requiredFk, timestamps } from './columns';
import { grupos } from './grupos';
import { usuarios } from './usuarios';

/**
 * Enrolment history (DESIGN.md §4 "Attendance follows time", decision 030): the student was in the group
 * from `desde` (included) to `hasta` (excluded; null = still there). Written by the alumnos module on
 * create, import, group move and baja/alta; a student's enrolments never overlap (at most one is open).
 */
export const matriculas = pgTable(
  'matriculas',
  {
    id,
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    grupoId: requiredFk('grupo_id', () => grupos.id, 'cascade'),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }),
    /** Who opened it (created_at says when). */
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** Who changed its dates last (updated_at says when). */
    modificadaPorId: integer('modificada_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('matriculas_alumno_id_desde_idx').on(t.alumnoId, t.desde),
    // A group's enrolments covering a day (attendance list, report, dashboard) are read from here.
    index('matriculas_grupo_id_desde_idx').on(t.grupoId, t.desde),
    uniqueIndex('matriculas_abierta_unique')
      .on(t.alumnoId)
      .where(sql`${t.hasta} is null`),
    check('matriculas_rango_check', sql`${t.hasta} is null or ${t.hasta} > ${t.desde}`),
  ],
);

export type Matricula = typeof matriculas.$inferSelect;
