import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { colegios } from './colegios';
import { id, timestamps } from './columns';
import { usuarios } from './usuarios';

export const padres = pgTable(
  'padres',
  {
    id,
    usuarioId: integer('usuario_id')
      .notNull()
      .unique()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos'),
    direccion: text('direccion'),
    dni: text('dni'),
    telefono1: text('telefono1'),
    telefono2: text('telefono2'),
    /** IBAN. */
    cuentaBancaria: text('cuenta_bancaria'),
    titularCuenta: text('titular_cuenta'),
    socioAmpa: boolean('socio_ampa').notNull().default(false),
    colegioId: integer('colegio_id').references(() => colegios.id, {
      onDelete: 'restrict',
    }),
    ...timestamps,
  },
  (t) => [index('padres_colegio_id_idx').on(t.colegioId)],
);

export type Padre = typeof padres.$inferSelect;
export type NewPadre = typeof padres.$inferInsert;
