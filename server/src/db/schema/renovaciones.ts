/**
 * The school-year renewal (DESIGN.md §11, decision 052). The office opens one per school year
 * (`renovaciones`); each child in alta in a group gets a row with the group proposed for next year and the
 * family's answer (`renovaciones_alumnos`); every change of an answer appends to `renovaciones_historial`
 * (who, when). Closing it (the year-end transition) writes each child's `resultado`.
 */
import { ESTADOS_RENOVACION, RESPUESTAS_RENOVACION } from '@escuela/shared/renovaciones/renovaciones.schemas';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { alumnos } from './alumnos';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { grupos } from './grupos';
import { usuarios } from './usuarios';

/** What the year-end transition did with the child. */
export const RESULTADOS_RENOVACION_BD = ['sigue', 'movido', 'lista_espera', 'baja', 'sin_cambios'] as const;

export const renovaciones = pgTable(
  'renovaciones',
  {
    id,
    /** The school year renewed, by its starting year (2027 = 2027-2028). */
    curso: integer('curso').notNull(),
    fechaLimite: date('fecha_limite', { mode: 'string' }).notNull(),
    estado: text('estado', { enum: ESTADOS_RENOVACION }).notNull().default('abierta'),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    cerradaAt: timestamp('cerrada_at', { withTimezone: true, mode: 'date' }),
    cerradaPorId: integer('cerrada_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('renovaciones_curso_unique').on(t.curso),
    // At most one renewal open at a time.
    uniqueIndex('renovaciones_abierta_unique')
      .on(t.estado)
      .where(sql`${t.estado} = 'abierta'`),
    index('renovaciones_autor_idx').on(t.autorId),
    index('renovaciones_cerrada_por_idx').on(t.cerradaPorId),
    checkEnum('renovaciones_estado_check', t.estado, ESTADOS_RENOVACION),
    check('renovaciones_curso_check', sql`${t.curso} between 2000 and 2100`),
  ],
);

export const renovacionesAlumnos = pgTable(
  'renovaciones_alumnos',
  {
    id,
    renovacionId: requiredFk('renovacion_id', () => renovaciones.id, 'cascade'),
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    /** The child's group when the renewal opened. */
    grupoActualId: integer('grupo_actual_id').references(() => grupos.id, { onDelete: 'set null' }),
    /** Null: the school has no group for the child next year. */
    grupoPropuestoId: integer('grupo_propuesto_id').references(() => grupos.id, { onDelete: 'set null' }),
    /** The child's school year next year (`CURSOS_ESCOLARES`), when known. */
    cursoSiguiente: text('curso_siguiente'),
    respuesta: text('respuesta', { enum: RESPUESTAS_RENOVACION }).notNull().default('pendiente'),
    respondidaAt: timestamp('respondida_at', { withTimezone: true, mode: 'date' }),
    resultado: text('resultado', { enum: RESULTADOS_RENOVACION_BD }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('renovaciones_alumnos_unique').on(t.renovacionId, t.alumnoId),
    index('renovaciones_alumnos_alumno_idx').on(t.alumnoId),
    index('renovaciones_alumnos_grupo_actual_idx').on(t.grupoActualId),
    index('renovaciones_alumnos_grupo_propuesto_idx').on(t.grupoPropuestoId),
    checkEnum('renovaciones_alumnos_respuesta_check', t.respuesta, RESPUESTAS_RENOVACION),
    // A null result passes: a CHECK fails only on false.
    checkEnum('renovaciones_alumnos_resultado_check', t.resultado, RESULTADOS_RENOVACION_BD),
  ],
);

/** Who set a renewal answer, and when (STYLE.md: a place never changes without who and when). */
export const renovacionesHistorial = pgTable(
  'renovaciones_historial',
  {
    id,
    renovacionAlumnoId: requiredFk('renovacion_alumno_id', () => renovacionesAlumnos.id, 'cascade'),
    respuesta: text('respuesta', { enum: RESPUESTAS_RENOVACION }).notNull(),
    /** The year-end transition's outcome, on its row. */
    resultado: text('resultado', { enum: RESULTADOS_RENOVACION_BD }),
    /** Null: a deleted account. */
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('renovaciones_historial_fila_idx').on(t.renovacionAlumnoId),
    index('renovaciones_historial_autor_idx').on(t.autorId),
    checkEnum('renovaciones_historial_respuesta_check', t.respuesta, RESPUESTAS_RENOVACION),
    checkEnum('renovaciones_historial_resultado_check', t.resultado, RESULTADOS_RENOVACION_BD),
  ],
);
