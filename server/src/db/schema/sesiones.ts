import { RESULTADOS_MARCA } from '@escuela/shared/asistencias/asistencias.schemas';
import { ESTADOS_SESION } from '@escuela/shared/sesiones/sesiones.schemas';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { actividades } from './actividades';
import { alumnos } from './alumnos';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { grupos } from './grupos';
import { profesores } from './profesores';
import { usuarios } from './usuarios';

export const sesiones = pgTable(
  'sesiones',
  {
    id,
    grupoId: requiredFk('grupo_id', () => grupos.id, 'cascade'),
    /** School wall-clock time (no zone). */
    fecha: timestamp('fecha', { mode: 'string' }).notNull(),
    actividadId: integer('actividad_id').references(() => actividades.id, {
      onDelete: 'set null',
    }),
    estado: text('estado', {
      enum: ESTADOS_SESION,
    })
      .notNull()
      .default('planificada'),
    observaciones: text('observaciones'),
    /**
     * A cover teacher for this one session (issue 28): they may take its attendance, and payroll pays them
     * for it instead of the group's teacher.
     */
    profesorSustitutoId: integer('profesor_sustituto_id').references(() => profesores.id, {
      onDelete: 'set null',
    }),
    /**
     * Bumped by every edit of the session: its calendar event's SEQUENCE (a cancelled or moved class
     * reaches subscribed calendars as a newer version of the same UID; decision 039).
     */
    revision: integer('revision').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('sesiones_grupo_id_fecha_unique').on(t.grupoId, t.fecha),
    // A month's sessions in (fecha, id) order: the list's pages are read from the index in order.
    index('sesiones_fecha_id_idx').on(t.fecha, t.id),
    index('sesiones_actividad_id_idx').on(t.actividadId),
    index('sesiones_profesor_sustituto_id_idx').on(t.profesorSustitutoId),
    checkEnum('sesiones_estado_check', t.estado, ESTADOS_SESION),
  ],
);

export const asistencias = pgTable(
  'asistencias',
  {
    id,
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    grupoId: requiredFk('grupo_id', () => grupos.id, 'cascade'),
    sesionId: requiredFk('sesion_id', () => sesiones.id, 'cascade'),
    /** School wall-clock time (no zone). */
    fechaSesion: timestamp('fecha_sesion', { mode: 'string' }).notNull(),
    asistio: boolean('asistio').notNull(),
    justificada: boolean('justificada').notNull().default(false),
    observaciones: text('observaciones'),
    /** When the mark was made (an offline mark's own time): the later mark wins (decision 049). */
    marcadaEn: timestamp('marcada_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    unique('asistencias_alumno_id_sesion_id_unique').on(t.alumnoId, t.sesionId),
    index('asistencias_sesion_id_idx').on(t.sesionId),
    index('asistencias_grupo_id_idx').on(t.grupoId),
    // A day's records (today's absences, ausencias module) from a range of this index.
    index('asistencias_fecha_sesion_idx').on(t.fechaSesion, t.sesionId, t.alumnoId, t.asistio),
  ],
);

/**
 * Each session's attendance in two numbers, kept by the database itself (decision 054): statement
 * triggers on `sesiones`, `asistencias` and `matriculas` recompute the rows of the sessions a statement
 * touched, in the same transaction, so every process reads them as soon as the write commits. `esperadas`:
 * the students enrolled in the group on the session's day plus anyone else with a record for it
 * (DESIGN.md §4, decision 030); `ausencias`: records with `asistio = false`. The dashboard's weekly
 * attendance reads these rows instead of ~100,000 records. Never written by the application.
 */
export const asistenciasResumen = pgTable('asistencias_resumen', {
  /** A session's id; no foreign key: the triggers remove the row with its session (decision 054). */
  sesionId: integer('sesion_id').primaryKey(),
  esperadas: integer('esperadas').notNull(),
  ausencias: integer('ausencias').notNull(),
});

export const asistenciasProfesores = pgTable(
  'asistencias_profesores',
  {
    id,
    sesionId: requiredFk('sesion_id', () => sesiones.id, 'cascade'),
    profesorId: requiredFk('profesor_id', () => profesores.id, 'cascade'),
    asistio: boolean('asistio').notNull(),
    /** When the mark was made (an offline mark's own time): the later mark wins (decision 049). */
    marcadaEn: timestamp('marcada_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    unique('asistencias_profesores_sesion_id_profesor_id_unique').on(t.sesionId, t.profesorId),
    index('asistencias_profesores_profesor_id_idx').on(t.profesorId),
  ],
);

type ResultadoGuardado = Exclude<(typeof RESULTADOS_MARCA)[number], 'repetida'>;
/** What a stored offline mark became ('repetida', a replay, is answered, never stored). */
export const RESULTADOS_MARCA_GUARDADOS = RESULTADOS_MARCA.filter(
  (r): r is ResultadoGuardado => r !== 'repetida',
) as [ResultadoGuardado, ...ResultadoGuardado[]];

/**
 * Every attendance mark sent from a device (POST /api/asistencias/sincronizar), by its own id: a replay is
 * recognised (`repetida`), and the marks a later one beat stay as history (`superada`). Decision 049.
 */
export const marcasAsistencia = pgTable(
  'marcas_asistencia',
  {
    id: uuid('id').primaryKey(),
    sesionId: requiredFk('sesion_id', () => sesiones.id, 'cascade'),
    alumnoId: integer('alumno_id').references(() => alumnos.id, { onDelete: 'cascade' }),
    profesorId: integer('profesor_id').references(() => profesores.id, { onDelete: 'cascade' }),
    asistio: boolean('asistio').notNull(),
    justificada: boolean('justificada'),
    nota: text('nota'),
    hechaEn: timestamp('hecha_en', { withTimezone: true, mode: 'date' }).notNull(),
    resultado: text('resultado', { enum: RESULTADOS_MARCA_GUARDADOS }).notNull(),
    /** The user who sent it. */
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    recibidaEn: timestamp('recibida_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('marcas_asistencia_sesion_id_idx').on(t.sesionId),
    index('marcas_asistencia_alumno_id_idx').on(t.alumnoId),
    index('marcas_asistencia_profesor_id_idx').on(t.profesorId),
    index('marcas_asistencia_usuario_id_idx').on(t.usuarioId),
    check('marcas_asistencia_quien_check', sql`(${t.alumnoId} is null) <> (${t.profesorId} is null)`),
    checkEnum('marcas_asistencia_resultado_check', t.resultado, RESULTADOS_MARCA_GUARDADOS),
  ],
);

export type Sesion = typeof sesiones.$inferSelect;
export type NewSesion = typeof sesiones.$inferInsert;
export type Asistencia = typeof asistencias.$inferSelect;
export type AsistenciaProfesor = typeof asistenciasProfesores.$inferSelect;
