import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { actividades } from './actividades';
import { alumnos } from './alumnos';
import { id, timestamps } from './columns';
import { grupos } from './grupos';
import { profesores } from './profesores';

export const sesiones = pgTable(
  'sesiones',
  {
    id,
    grupoId: integer('grupo_id')
      .notNull()
      .references(() => grupos.id, { onDelete: 'cascade' }),
    /** School wall-clock time (no zone). */
    fecha: timestamp('fecha', { mode: 'string' }).notNull(),
    actividadId: integer('actividad_id').references(() => actividades.id, {
      onDelete: 'set null',
    }),
    estado: text('estado', {
      enum: ['planificada', 'completada', 'cancelada', 'no_asignable'],
    })
      .notNull()
      .default('planificada'),
    observaciones: text('observaciones'),
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
    check(
      'sesiones_estado_check',
      sql`${t.estado} in ('planificada', 'completada', 'cancelada', 'no_asignable')`,
    ),
  ],
);

export const asistencias = pgTable(
  'asistencias',
  {
    id,
    alumnoId: integer('alumno_id')
      .notNull()
      .references(() => alumnos.id, { onDelete: 'cascade' }),
    grupoId: integer('grupo_id')
      .notNull()
      .references(() => grupos.id, { onDelete: 'cascade' }),
    sesionId: integer('sesion_id')
      .notNull()
      .references(() => sesiones.id, { onDelete: 'cascade' }),
    /** School wall-clock time (no zone). */
    fechaSesion: timestamp('fecha_sesion', { mode: 'string' }).notNull(),
    asistio: boolean('asistio').notNull(),
    justificada: boolean('justificada').notNull().default(false),
    observaciones: text('observaciones'),
    ...timestamps,
  },
  (t) => [
    unique('asistencias_alumno_id_sesion_id_unique').on(t.alumnoId, t.sesionId),
    index('asistencias_sesion_id_idx').on(t.sesionId),
    index('asistencias_grupo_id_idx').on(t.grupoId),
    // The dashboard's weekly attendance of every group: a range of dates read from the index alone.
    index('asistencias_fecha_sesion_idx').on(t.fechaSesion, t.sesionId, t.alumnoId, t.asistio),
  ],
);

export const asistenciasProfesores = pgTable(
  'asistencias_profesores',
  {
    id,
    sesionId: integer('sesion_id')
      .notNull()
      .references(() => sesiones.id, { onDelete: 'cascade' }),
    profesorId: integer('profesor_id')
      .notNull()
      .references(() => profesores.id, { onDelete: 'cascade' }),
    asistio: boolean('asistio').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('asistencias_profesores_sesion_id_profesor_id_unique').on(t.sesionId, t.profesorId),
    index('asistencias_profesores_profesor_id_idx').on(t.profesorId),
  ],
);

export type Sesion = typeof sesiones.$inferSelect;
export type NewSesion = typeof sesiones.$inferInsert;
export type Asistencia = typeof asistencias.$inferSelect;
export type NewAsistencia = typeof asistencias.$inferInsert;
export type AsistenciaProfesor = typeof asistenciasProfesores.$inferSelect;
export type NewAsistenciaProfesor = typeof asistenciasProfesores.$inferInsert;
