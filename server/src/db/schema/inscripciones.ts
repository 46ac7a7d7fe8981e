import {
  ESTADOS_INSCRIPCION,
  MOTIVOS_INSCRIPCION,
} from '@escuela/shared/inscripciones/inscripciones.estados';
import { date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { alumnos } from './alumnos';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { grupos } from './grupos';
import { padres } from './padres';
import { usuarios } from './usuarios';

/**
 * A parent's enrolment the office has to look at (decision 040): the matching could not tell whether the
 * child is a student already (`motivo`), so the request waits here as the parent sent it, with the
 * students it resembles (`candidatos`). The same lists live in `shared/src/inscripciones/`.
 */

export const inscripciones = pgTable(
  'inscripciones',
  {
    id,
    padreId: requiredFk('padre_id', () => padres.id, 'cascade'),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }).notNull(),
    curso: text('curso').notNull(),
    letra: varchar('letra', { length: 1 }).notNull(),
    /** The group asked for; null once that group is deleted. */
    grupoId: integer('grupo_id').references(() => grupos.id, { onDelete: 'set null' }),
    telefono1: text('telefono1').notNull(),
    telefono2: text('telefono2'),
    dni: text('dni'),
    cuenta: text('cuenta'),
    estado: text('estado', { enum: ESTADOS_INSCRIPCION }).notNull().default('pendiente'),
    motivo: text('motivo', { enum: MOTIVOS_INSCRIPCION }).notNull(),
    /** The students it resembles when it was made: `[{ id, razones }]` (their data is read live). */
    candidatos: jsonb('candidatos').$type<{ id: number; razones: string[] }[]>().notNull(),
    /** The student it became (aprobada) or was merged into (fusionada). */
    alumnoId: integer('alumno_id').references(() => alumnos.id, { onDelete: 'set null' }),
    /** The office's message to the family (rechazada). */
    mensaje: text('mensaje'),
    ...timestamps,
  },
  (t) => [
    // The office's list (a state, newest first) and its count; a family's own requests.
    index('inscripciones_estado_created_at_idx').on(t.estado, t.createdAt, t.id),
    index('inscripciones_padre_id_idx').on(t.padreId),
    index('inscripciones_grupo_id_idx').on(t.grupoId),
    index('inscripciones_alumno_id_idx').on(t.alumnoId),
    checkEnum('inscripciones_estado_check', t.estado, ESTADOS_INSCRIPCION),
    checkEnum('inscripciones_motivo_check', t.motivo, MOTIVOS_INSCRIPCION),
  ],
);

/** Every state an enrolment request went through: who (null once that user is deleted), when, a note. */
export const inscripcionesHistorial = pgTable(
  'inscripciones_historial',
  {
    id,
    inscripcionId: requiredFk('inscripcion_id', () => inscripciones.id, 'cascade'),
    estado: text('estado', { enum: ESTADOS_INSCRIPCION }).notNull(),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    nota: text('nota'),
    ...timestamps,
  },
  (t) => [
    index('inscripciones_historial_inscripcion_id_idx').on(t.inscripcionId, t.createdAt),
    index('inscripciones_historial_autor_id_idx').on(t.autorId),
    checkEnum('inscripciones_historial_estado_check', t.estado, ESTADOS_INSCRIPCION),
  ],
);

/**
 * A merge of two student records (decision 040): the one kept, the one removed (its id and what it was
 * called, since the row is gone), what moved, who did it and when (`created_at`).
 */
export const fusionesAlumnos = pgTable(
  'fusiones_alumnos',
  {
    id,
    conservadoId: integer('conservado_id').references(() => alumnos.id, { onDelete: 'set null' }),
    eliminadoId: integer('eliminado_id').notNull(),
    eliminado: jsonb('eliminado')
      .$type<{ nombre: string; apellidos: string; fechaNacimiento: string | null; padreId: number | null }>()
      .notNull(),
    movidas: jsonb('movidas')
      .$type<{
        asistencias: number;
        asistenciasDescartadas: number;
        observaciones: number;
        matriculas: number;
      }>()
      .notNull(),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('fusiones_alumnos_conservado_id_idx').on(t.conservadoId),
    index('fusiones_alumnos_autor_id_idx').on(t.autorId),
  ],
);

export type Inscripcion = typeof inscripciones.$inferSelect;
export type NewInscripcion = typeof inscripciones.$inferInsert;
