import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ROLES } from '@escuela/shared/common/roles';
import { checkEnum, id, requiredFk, timestamps } from './columns';

export const usuarios = pgTable(
  'usuarios',
  {
    id,
    nombre: text('nombre').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    rol: text('rol', { enum: ROLES }).notNull(),
    emailVerificadoAt: timestamp('email_verificado_at', {
      withTimezone: true,
      mode: 'date',
    }),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('usuarios_email_lower_check', sql`${t.email} = lower(${t.email})`),
    checkEnum('usuarios_rol_check', t.rol, ROLES),
    // /usuarios lists staff by role; the last-admin rule locks the active admins.
    index('usuarios_rol_activo_idx').on(t.rol, t.activo),
  ],
);

/** One open sign-in (a login): what the `sid` cookie points at, by the SHA-256 of its token. */
export const logins = pgTable(
  'logins',
  {
    id,
    tokenHash: text('token_hash').notNull().unique(),
    usuarioId: requiredFk('usuario_id', () => usuarios.id, 'cascade'),
    expiresAt: timestamp('expires_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    lastSeenAt: timestamp('last_seen_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('logins_usuario_id_idx').on(t.usuarioId),
    // The hourly purge of expired logins.
    index('logins_expires_at_idx').on(t.expiresAt),
  ],
);

/** What a single-use link is for (`server/src/lib/tokens.ts`). */
export const PROPOSITOS_TOKEN = ['verificacion', 'invitacion', 'restablecer'] as const;

export const tokens = pgTable(
  'tokens',
  {
    id,
    tokenHash: text('token_hash').notNull().unique(),
    usuarioId: requiredFk('usuario_id', () => usuarios.id, 'cascade'),
    proposito: text('proposito', { enum: PROPOSITOS_TOKEN }).notNull(),
    expiresAt: timestamp('expires_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    usadoAt: timestamp('usado_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('tokens_usuario_id_idx').on(t.usuarioId),
    // The hourly purge: a used token (usado_at) or an unused expired one (expires_at).
    index('tokens_caducidad_idx').on(sql`coalesce(${t.usadoAt}, ${t.expiresAt})`),
    checkEnum('tokens_proposito_check', t.proposito, PROPOSITOS_TOKEN),
  ],
);

/**
 * Rate-limit buckets shared by all app instances (db/rate-limit.ts, decision 029). A fixed window uses
 * `contador` and `reinicio_at`; a growing-delay key also `espera_hasta` (no attempt before it) and
 * `permitido` (the verdict on the last attempt, so one upsert can answer it: RETURNING sees only the new row).
 */
export const limites = pgTable(
  'limites',
  {
    clave: text('clave').primaryKey(),
    contador: integer('contador').notNull().default(0),
    reinicioAt: timestamp('reinicio_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    esperaHasta: timestamp('espera_hasta', { withTimezone: true, mode: 'date' }),
    permitido: boolean('permitido').notNull().default(true),
    ...timestamps,
  },
  // The hourly purge of windows that ended.
  (t) => [index('limites_reinicio_at_idx').on(t.reinicioAt)],
);

export type Usuario = typeof usuarios.$inferSelect;
export type NewUsuario = typeof usuarios.$inferInsert;
export type Token = typeof tokens.$inferSelect;
export type Limite = typeof limites.$inferSelect;
