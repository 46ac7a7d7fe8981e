import { ESTADOS_ALUMNO } from '@escuela/shared/alumnos/alumnos.schemas';
import { ALFABETO, N_TILDE_ORDEN } from '@escuela/shared/common/texto-es';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { grupos } from './grupos';
import { padres } from './padres';
import { sesiones } from './sesiones';
import { usuarios } from './usuarios';

// Literals, not parameters: a generated column's expression is fixed SQL (the alphabet has no quote).
const plegado = (expr: string) => `lower(translate(${expr}, '${ALFABETO.con}', '${ALFABETO.sin}'))`;
const claveSql = (columna: string) => `replace(${plegado(columna)}, 'ñ', '${N_TILDE_ORDEN}')`;

export const alumnos = pgTable(
  'alumnos',
  {
    id,
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
    curso: text('curso'),
    letra: varchar('letra', { length: 1 }),
    grupoId: integer('grupo_id').references(() => grupos.id, {
      onDelete: 'set null',
    }),
    padreId: integer('padre_id').references(() => padres.id, {
      onDelete: 'set null',
    }),
    telefono1: text('telefono1'),
    telefono2: text('telefono2'),
    dni: text('dni'),
    cuenta: text('cuenta'),
    observaciones: text('observaciones'),
    observacionesUpdatedAt: timestamp('observaciones_updated_at', {
      withTimezone: true,
      mode: 'date',
    }),
    estado: text('estado', { enum: ESTADOS_ALUMNO }).notNull().default('alta'),
    /** "nombre apellidos" folded like the shared `plegar` (no case, no accents, ñ as n), for search. */
    busqueda: text('busqueda')
      .notNull()
      .generatedAlwaysAs(sql.raw(`replace(${plegado("nombre || ' ' || apellidos")}, 'ñ', 'n')`)),
    /**
     * Sort keys (the shared `claveOrden`, ñ after n), compared `collate "C"` (set by a migration): the
     * students list in Spanish alphabetical order from its index (decision 037).
     */
    ordenApellidos: text('orden_apellidos')
      .notNull()
      .generatedAlwaysAs(sql.raw(claveSql('apellidos'))),
    ordenNombre: text('orden_nombre')
      .notNull()
      .generatedAlwaysAs(sql.raw(claveSql('nombre'))),
    ...timestamps,
  },
  (t) => [
    // (grupo_id, estado): a group's students in alta are counted from the index alone (the groups list).
    index('alumnos_grupo_id_estado_idx').on(t.grupoId, t.estado),
    index('alumnos_padre_id_idx').on(t.padreId),
    // The students list: a page in Spanish (apellidos, nombre, id) order of one estado, read from the index alone
    // (it also counts a state's students).
    index('alumnos_estado_orden_id_idx').on(t.estado, t.ordenApellidos, t.ordenNombre, t.id),
    // The same for the students with observations (the list's filter, the dashboard's count).
    index('alumnos_con_observaciones_orden_idx')
      .on(t.estado, t.ordenApellidos, t.ordenNombre, t.id)
      .where(sql`coalesce(btrim(${t.observaciones}), '') <> ''`),
    index('alumnos_dni_idx').on(t.dni),
    // A parent's enrolment looks for the child among the students by birth date and by name (decision 040).
    index('alumnos_fecha_nacimiento_idx').on(t.fechaNacimiento),
    index('alumnos_busqueda_idx').on(t.busqueda),
    index('alumnos_observaciones_updated_at_idx').on(t.observacionesUpdatedAt),
    checkEnum('alumnos_estado_check', t.estado, ESTADOS_ALUMNO),
  ],
);

/** History of a student's observations (appended whenever they are saved). */
export const observaciones = pgTable(
  'observaciones',
  {
    id,
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    grupoId: integer('grupo_id').references(() => grupos.id, {
      onDelete: 'set null',
    }),
    sesionId: integer('sesion_id').references(() => sesiones.id, {
      onDelete: 'set null',
    }),
    autorId: integer('autor_id').references(() => usuarios.id, {
      onDelete: 'set null',
    }),
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    texto: text('texto').notNull(),
    ...timestamps,
  },
  (t) => [index('observaciones_alumno_id_idx').on(t.alumnoId), index('observaciones_fecha_idx').on(t.fecha)],
);

export type Alumno = typeof alumnos.$inferSelect;
export type NewAlumno = typeof alumnos.$inferInsert;
export type NewObservacion = typeof observaciones.$inferInsert;
