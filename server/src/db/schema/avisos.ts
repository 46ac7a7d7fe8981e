/**
 * Telling families (issue 27, DESIGN.md §12, docs/decisions/038-avisos-y-calendarios.md): notices and
 * who they went to, parents' absence notices, the automatic messages' templates, push subscriptions,
 * calendar-feed links and the server's own keys (VAPID, the feeds' key).
 */
import { DESTINOS_AVISO } from '@escuela/shared/avisos/avisos.schemas';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { alumnos } from './alumnos';
import { colegios } from './colegios';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { sesiones } from './sesiones';
import { usuarios } from './usuarios';

export const TIPOS_DESTINATARIO = ['familia', 'profesor'] as const;
export const TIPOS_CALENDARIO = ['familia', 'profesor', 'colegio'] as const;

/** A notice written by the office; `destino_nombre` keeps what it was sent to, should that be renamed or go. */
export const avisos = pgTable(
  'avisos',
  {
    id,
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    destinoTipo: text('destino_tipo', { enum: DESTINOS_AVISO }).notNull(),
    destinoId: integer('destino_id'),
    destinoNombre: text('destino_nombre').notNull(),
    incluirProfesores: boolean('incluir_profesores').notNull().default(false),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    checkEnum('avisos_destino_tipo_check', t.destinoTipo, DESTINOS_AVISO),
    // The staff list: newest first.
    index('avisos_created_at_idx').on(t.createdAt, t.id),
    index('avisos_autor_id_idx').on(t.autorId),
  ],
);

/**
 * One person a notice went to: a family (its account) or a teacher (their account, or only their e-mail).
 * `entregado_at`: when one of its messages was handed over (mail server or push service); `leido_at`:
 * when the family opened it in the portal.
 */
export const avisosDestinatarios = pgTable(
  'avisos_destinatarios',
  {
    id,
    avisoId: requiredFk('aviso_id', () => avisos.id, 'cascade'),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tipo: text('tipo', { enum: TIPOS_DESTINATARIO }).notNull(),
    entregadoAt: timestamp('entregado_at', { withTimezone: true, mode: 'date' }),
    leidoAt: timestamp('leido_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('avisos_destinatarios_aviso_id_email_unique').on(t.avisoId, t.email),
    // A family's notices, newest first, and its unread count.
    index('avisos_destinatarios_usuario_id_idx').on(t.usuarioId, t.avisoId),
    checkEnum('avisos_destinatarios_tipo_check', t.tipo, TIPOS_DESTINATARIO),
  ],
);

/** "Avisar de una falta": a family says ahead that a child will miss a session. */
export const ausencias = pgTable(
  'ausencias',
  {
    id,
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    sesionId: requiredFk('sesion_id', () => sesiones.id, 'cascade'),
    /** Who reported it (the family's account). */
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    motivo: text('motivo').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('ausencias_alumno_id_sesion_id_unique').on(t.alumnoId, t.sesionId),
    index('ausencias_sesion_id_idx').on(t.sesionId),
    index('ausencias_usuario_id_idx').on(t.usuarioId),
  ],
);

/** An unannounced absence the family was told about (once per child and session). */
export const faltasNotificadas = pgTable(
  'faltas_notificadas',
  {
    id,
    alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade'),
    sesionId: requiredFk('sesion_id', () => sesiones.id, 'cascade'),
    ...timestamps,
  },
  (t) => [
    unique('faltas_notificadas_alumno_id_sesion_id_unique').on(t.alumnoId, t.sesionId),
    index('faltas_notificadas_sesion_id_idx').on(t.sesionId),
  ],
);

/** An automatic message's text as the admin edited it; a key without a row uses the default (shared). */
export const plantillasMensaje = pgTable('plantillas_mensaje', {
  id,
  clave: text('clave').notNull().unique(),
  asunto: text('asunto').notNull(),
  texto: text('texto').notNull(),
  actualizadoPor: integer('actualizado_por').references(() => usuarios.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** A browser that accepted Web Push for a user (one row per device). */
export const suscripcionesPush = pgTable(
  'suscripciones_push',
  {
    id,
    usuarioId: requiredFk('usuario_id', () => usuarios.id, 'cascade'),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [index('suscripciones_push_usuario_id_idx').on(t.usuarioId)],
);

/**
 * A calendar feed's secret link: the SHA-256 of its token (the token itself is derived from the feeds'
 * key, the owner and `generacion`, so the owner's page can show it again; regenerating bumps it).
 */
export const enlacesCalendario = pgTable(
  'enlaces_calendario',
  {
    id,
    tipo: text('tipo', { enum: TIPOS_CALENDARIO }).notNull(),
    usuarioId: integer('usuario_id')
      .unique()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    colegioId: integer('colegio_id')
      .unique()
      .references(() => colegios.id, { onDelete: 'cascade' }),
    generacion: integer('generacion').notNull().default(1),
    tokenHash: text('token_hash').notNull().unique(),
    ...timestamps,
  },
  (t) => [
    checkEnum('enlaces_calendario_tipo_check', t.tipo, TIPOS_CALENDARIO),
    check(
      'enlaces_calendario_dueno_check',
      sql`(${t.tipo} = 'colegio') = (${t.colegioId} is not null and ${t.usuarioId} is null)
        and (${t.tipo} = 'colegio' or ${t.usuarioId} is not null)`,
    ),
  ],
);

/** Keys the server makes at its first start and every process shares (VAPID, the feeds' key). */
export const clavesServidor = pgTable('claves_servidor', {
  id,
  nombre: text('nombre').notNull().unique(),
  valor: text('valor').notNull(),
  ...timestamps,
});

export type Aviso = typeof avisos.$inferSelect;
export type Ausencia = typeof ausencias.$inferSelect;
export type EnlaceCalendario = typeof enlacesCalendario.$inferSelect;
