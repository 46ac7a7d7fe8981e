/**
 * Places and waiting lists (DESIGN.md §11, decision 047). A child enrolled into a full group waits in
 * `lista_espera`; a freed place turns the first waiting row into an offer (`estado = 'ofrecida'` until
 * `oferta_caduca_at`). Every change of a row appends to `lista_espera_historial` (who, when). A family's
 * baja waits in `bajas_solicitadas` until its effective date.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { alumnos } from './alumnos';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { grupos } from './grupos';
import { padres } from './padres';
import { sesiones } from './sesiones';
import { usuarios } from './usuarios';

export const ESTADOS_LISTA_ESPERA_BD = [
  'esperando',
  'ofrecida',
  'inscrito',
  'rechazada',
  'caducada',
  'retirada',
] as const;

export const listaEspera = pgTable(
  'lista_espera',
  {
    id,
    grupoId: requiredFk('grupo_id', () => grupos.id, 'cascade'),
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    padreId: integer('padre_id').references(() => padres.id, { onDelete: 'set null' }),
    /** A brother or sister was in the group when the family asked (the first rule of the order). */
    hermano: boolean('hermano').notNull().default(false),
    /** The family was an AMPA member when it asked (the second rule). */
    ampa: boolean('ampa').notNull().default(false),
    solicitadaAt: timestamp('solicitada_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The place in the group's list (1 = first); renumbered on every change. */
    orden: integer('orden').notNull(),
    estado: text('estado', { enum: ESTADOS_LISTA_ESPERA_BD }).notNull().default('esperando'),
    ofertaCaducaAt: timestamp('oferta_caduca_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('lista_espera_grupo_estado_orden_idx').on(t.grupoId, t.estado, t.orden),
    index('lista_espera_alumno_id_idx').on(t.alumnoId),
    index('lista_espera_padre_id_idx').on(t.padreId),
    index('lista_espera_ofertas_idx')
      .on(t.ofertaCaducaAt)
      .where(sql`${t.estado} = 'ofrecida'`),
    // A child waits (or holds an offer) at most once per group.
    uniqueIndex('lista_espera_viva_unique')
      .on(t.grupoId, t.alumnoId)
      .where(sql`${t.estado} in ('esperando', 'ofrecida')`),
    checkEnum('lista_espera_estado_check', t.estado, ESTADOS_LISTA_ESPERA_BD),
    check('lista_espera_oferta_check', sql`${t.estado} <> 'ofrecida' or ${t.ofertaCaducaAt} is not null`),
  ],
);

/** Who changed a place on a waiting list, and when (STYLE.md: places keep who and when). */
export const listaEsperaHistorial = pgTable(
  'lista_espera_historial',
  {
    id,
    listaEsperaId: requiredFk('lista_espera_id', () => listaEspera.id, 'cascade'),
    estado: text('estado', { enum: ESTADOS_LISTA_ESPERA_BD }).notNull(),
    orden: integer('orden'),
    /** Null: the system (an offer made or expired by the job), or a deleted account. */
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('lista_espera_historial_lista_idx').on(t.listaEsperaId),
    index('lista_espera_historial_autor_idx').on(t.autorId),
    checkEnum('lista_espera_historial_estado_check', t.estado, ESTADOS_LISTA_ESPERA_BD),
  ],
);

/** A family's baja, applied on its effective date (the terms' 15-day rule). */
export const bajasSolicitadas = pgTable(
  'bajas_solicitadas',
  {
    id,
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    grupoId: integer('grupo_id').references(() => grupos.id, { onDelete: 'set null' }),
    fechaSolicitada: date('fecha_solicitada', { mode: 'string' }).notNull(),
    fechaEfectiva: date('fecha_efectiva', { mode: 'string' }).notNull(),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    aplicadaAt: timestamp('aplicada_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('bajas_solicitadas_pendientes_idx')
      .on(t.fechaEfectiva)
      .where(sql`${t.aplicadaAt} is null`),
    index('bajas_solicitadas_grupo_idx').on(t.grupoId),
    index('bajas_solicitadas_autor_idx').on(t.autorId),
    uniqueIndex('bajas_solicitadas_alumno_pendiente_unique')
      .on(t.alumnoId)
      .where(sql`${t.aplicadaAt} is null`),
  ],
);

/**
 * A trial class (DESIGN.md §11): one session, once per child and group. After the session the places job
 * offers the family a place (an offer on the waiting list, `oferta_enviada_at`), kept for the offer hours.
 */
export const clasesPrueba = pgTable(
  'clases_prueba',
  {
    id,
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    grupoId: requiredFk('grupo_id', () => grupos.id, 'cascade'),
    sesionId: requiredFk('sesion_id', () => sesiones.id, 'cascade'),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ofertaEnviadaAt: timestamp('oferta_enviada_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clases_prueba_alumno_grupo_unique').on(t.alumnoId, t.grupoId),
    index('clases_prueba_grupo_idx').on(t.grupoId),
    index('clases_prueba_sesion_idx').on(t.sesionId),
    index('clases_prueba_autor_idx').on(t.autorId),
    index('clases_prueba_pendientes_idx')
      .on(t.sesionId)
      .where(sql`${t.ofertaEnviadaAt} is null`),
  ],
);
