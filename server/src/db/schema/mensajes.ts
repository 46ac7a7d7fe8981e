import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

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

/** Outbox of e-mails to send. */
export const correos = pgTable('correos', {
  id,
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  error: text('error'),
  ...timestamps,
});

export type MensajeContacto = typeof mensajesContacto.$inferSelect;
export type NewMensajeContacto = typeof mensajesContacto.$inferInsert;
export type Correo = typeof correos.$inferSelect;
export type NewCorreo = typeof correos.$inferInsert;
