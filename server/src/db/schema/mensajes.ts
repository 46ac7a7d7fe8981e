import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkEnum, id, timestamps } from './columns';

export const mensajesContacto = pgTable(
  'mensajes_contacto',
  {
    id,
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    asunto: text('asunto').notNull(),
    mensaje: text('mensaje').notNull(),
    leido: boolean('leido').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('mensajes_contacto_email_created_at_idx').on(t.email, t.createdAt),
    // The inbox: newest first (a backward scan serves ORDER BY created_at DESC, id DESC), optionally
    // only read or unread, and the unread count.
    index('mensajes_contacto_created_at_idx').on(t.createdAt, t.id),
    index('mensajes_contacto_leido_created_at_idx').on(t.leido, t.createdAt, t.id),
  ],
);

/**
 * The outbox (DESIGN.md §3, §12; docs/decisions/034-outbox.md). A request stores the message here; a
 * worker claims due rows (`estado` pendiente, or enviando whose lease in `proximo_intento_at` ran out),
 * sends them and records the result. `canal` names how it goes out: 'email' (SMTP) or 'push' (Web Push to
 * one subscription, `to` = `suscripcion:<id>`; decision 038).
 */
export const CANALES_CORREO = ['email', 'push'] as const;
/**
 * pendiente: waits for `proximo_intento_at`; enviando: claimed by a worker until `proximo_intento_at`
 * (its lease); enviado: sent (links redacted); fallido: given up after the last attempt (links
 * redacted); local: stored without SMTP_URL, never sent, shown on /correo-local.
 */
export const ESTADOS_CORREO = ['pendiente', 'enviando', 'enviado', 'fallido', 'local'] as const;
export type EstadoCorreo = (typeof ESTADOS_CORREO)[number];

export const correos = pgTable(
  'correos',
  {
    id,
    canal: text('canal', { enum: CANALES_CORREO }).notNull().default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    estado: text('estado', { enum: ESTADOS_CORREO }).notNull().default('pendiente'),
    /** Attempts made so far (a claim counts one); also the fence a worker's result must match. */
    intentos: integer('intentos').notNull().default(0),
    /** pendiente: when it is due; enviando: when the claim's lease ends. */
    proximoIntentoAt: timestamp('proximo_intento_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The last failure's message. */
    error: text('error'),
    /** What the message delivers, for whoever counts deliveries (`aviso:<destinatario id>`); opaque to the outbox. */
    referencia: text('referencia'),
    ...timestamps,
  },
  (t) => [
    checkEnum('correos_canal_check', t.canal, CANALES_CORREO),
    checkEnum('correos_estado_check', t.estado, ESTADOS_CORREO),
    // The worker's claim: due rows only, oldest first.
    index('correos_por_enviar_idx')
      .on(t.proximoIntentoAt)
      .where(sql`${t.estado} in ('pendiente', 'enviando')`),
    // The local page (estado = 'local', newest first) and the purge of old rows by state.
    index('correos_estado_created_at_idx').on(t.estado, t.createdAt),
  ],
);

export type MensajeContacto = typeof mensajesContacto.$inferSelect;
export type NewMensajeContacto = typeof mensajesContacto.$inferInsert;
export type Correo = typeof correos.$inferSelect;
