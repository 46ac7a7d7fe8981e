import { TIPOS_CONSENTIMIENTO } from '@escuela/shared/consentimientos/textos';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { alumnos } from './alumnos';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { inscripciones } from './inscripciones';
import { padres } from './padres';
import { usuarios } from './usuarios';

/**
 * One consent decision as a family sent it: the type, the text's version, the decision, when and from
 * where. The same columns on a student's record and on an enrolment's (copied over on acceptance).
 */
const decisionConsentimiento = () => ({
  tipo: text('tipo', { enum: TIPOS_CONSENTIMIENTO }).notNull(),
  version: text('version').notNull(),
  decision: jsonb('decision')
    .$type<boolean | { interno: boolean; familias: boolean; web: boolean }>()
    .notNull(),
  fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ip: text('ip'),
});

/**
 * A family's consent decisions (DESIGN.md §10, decision 043): append-only, one row per decision; the
 * state of a child and a type is its newest row. `decision` is a JSON boolean, or `{interno, familias,
 * web}` for `imagen`. `edad_alumno` is the child's age that day (null: birth date unknown).
 */
export const consentimientos = pgTable(
  'consentimientos',
  {
    id,
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    /** The parent who decided (null once that parent's record is deleted). */
    padreId: integer('padre_id').references(() => padres.id, { onDelete: 'set null' }),
    /** The account that sent it (the parent's user). */
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...decisionConsentimiento(),
    edadAlumno: smallint('edad_alumno'),
  },
  (t) => [
    // The newest row per (child, type) (`distinct on` ordered by fecha, id), from the index.
    index('consentimientos_alumno_tipo_fecha_idx').on(t.alumnoId, t.tipo, t.fecha, t.id),
    index('consentimientos_padre_id_idx').on(t.padreId),
    index('consentimientos_usuario_id_idx').on(t.usuarioId),
    checkEnum('consentimientos_tipo_check', t.tipo, TIPOS_CONSENTIMIENTO),
  ],
);

/**
 * The decisions sent with an enrolment the office has still to decide (decision 040): written as
 * `consentimientos` rows once the request becomes a student.
 */
export const consentimientosInscripcion = pgTable(
  'consentimientos_inscripcion',
  {
    id,
    inscripcionId: requiredFk('inscripcion_id', () => inscripciones.id, 'cascade'),
    ...decisionConsentimiento(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('consentimientos_inscripcion_inscripcion_id_idx').on(t.inscripcionId),
    index('consentimientos_inscripcion_usuario_id_idx').on(t.usuarioId),
    checkEnum('consentimientos_inscripcion_tipo_check', t.tipo, TIPOS_CONSENTIMIENTO),
  ],
);

/** A child's safeguarding settings (one row per child once saved): "puede salir solo", who saved it last. */
export const salvaguardas = pgTable(
  'salvaguardas',
  {
    alumnoId: integer('alumno_id')
      .primaryKey()
      .references(() => alumnos.id, { onDelete: 'cascade' }),
    salirSolo: boolean('salir_solo').notNull().default(false),
    actualizadoPor: integer('actualizado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('salvaguardas_actualizado_por_idx').on(t.actualizadoPor)],
);

/**
 * The first columns of a row in one of a child's ordered lists (allergies, pick-up people): the list is
 * read and replaced whole, in `orden`, under an `(alumno_id, orden)` index.
 */
const filaDeListaDelAlumno = () => ({
  id,
  alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
  orden: smallint('orden').notNull().default(0),
});

/** Allergies and medical conditions of a child: type, description, what to do. */
export const alergias = pgTable(
  'alergias',
  {
    ...filaDeListaDelAlumno(),
    tipo: text('tipo').notNull(),
    descripcion: text('descripcion').notNull(),
    actuacion: text('actuacion').notNull(),
    ...timestamps,
  },
  (t) => [index('alergias_alumno_id_idx').on(t.alumnoId, t.orden)],
);

/** The people a child may be handed to at the door (DNI/NIE validated, stored normalised). */
export const personasRecogida = pgTable(
  'personas_recogida',
  {
    ...filaDeListaDelAlumno(),
    nombre: text('nombre').notNull(),
    dni: text('dni').notNull(),
    parentesco: text('parentesco').notNull(),
    telefono: text('telefono').notNull(),
    ...timestamps,
  },
  (t) => [index('personas_recogida_alumno_id_idx').on(t.alumnoId, t.orden)],
);
