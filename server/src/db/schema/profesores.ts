import { DESPLAZAMIENTOS, HORARIOS_PREFERIDOS } from '@escuela/shared/profesores/profesores.schemas';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { colegios } from './colegios';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { usuarios } from './usuarios';

export const profesores = pgTable(
  'profesores',
  {
    id,
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    email: text('email').notNull().unique(),
    telefono: text('telefono').notNull(),
    direccion: text('direccion').notNull(),
    especializacion: text('especializacion')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    horarioPreferido: text('horario_preferido', {
      enum: HORARIOS_PREFERIDOS,
    })
      .notNull()
      .default('tarde'),
    carnetConducir: boolean('carnet_conducir').notNull().default(false),
    coche: boolean('coche').notNull().default(false),
    numeroCuenta: text('numero_cuenta').notNull(),
    fechaAlta: date('fecha_alta', { mode: 'string' }).notNull(),
    fechaBaja: date('fecha_baja', { mode: 'string' }),
    salario: numeric('salario', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    desplazamiento: text('desplazamiento', { enum: DESPLAZAMIENTOS }).notNull().default('0'),
    observaciones: text('observaciones'),
    usuarioId: integer('usuario_id')
      .unique()
      .references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('profesores_email_lower_check', sql`${t.email} = lower(${t.email})`),
    checkEnum('profesores_horario_preferido_check', t.horarioPreferido, HORARIOS_PREFERIDOS),
    checkEnum('profesores_desplazamiento_check', t.desplazamiento, DESPLAZAMIENTOS),
  ],
);

export const distancias = pgTable(
  'distancias',
  {
    id,
    profesorId: requiredFk('profesor_id', () => profesores.id, 'cascade'),
    colegioId: requiredFk('colegio_id', () => colegios.id, 'cascade'),
    kilometros: numeric('kilometros', {
      precision: 8,
      scale: 2,
      mode: 'number',
    }).notNull(),
    ...timestamps,
  },
  (t) => [
    unique('distancias_profesor_id_colegio_id_unique').on(t.profesorId, t.colegioId),
    index('distancias_colegio_id_idx').on(t.colegioId),
  ],
);

export type Profesor = typeof profesores.$inferSelect;
export type NewProfesor = typeof profesores.$inferInsert;
export type Distancia = typeof distancias.$inferSelect;
