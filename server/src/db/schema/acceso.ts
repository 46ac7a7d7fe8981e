/**
 * Sign-in beyond the password (decision 029): browsers trusted by an account for throttling, the staff
 * second factor (TOTP secret and single-use recovery codes) and the sign-ins waiting for their second step.
 */
import { SEGUNDOS_PASOS } from '@escuela/shared/auth/auth.schemas';
import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { usuarios } from './usuarios';

/**
 * A browser where the account has signed in (cookie `dispositivo`, stored hashed): attempts from it are
 * counted on their own, so strangers' failures elsewhere never slow the owner down there. Trust never
 * skips the password nor the second factor.
 */
export const dispositivosConfianza = pgTable(
  'dispositivos_confianza',
  {
    id,
    usuarioId: requiredFk('usuario_id', () => usuarios.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    unique('dispositivos_confianza_usuario_token_unique').on(t.usuarioId, t.tokenHash),
    // The hourly purge.
    index('dispositivos_confianza_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * A staff account's TOTP (RFC 6238). `activado_at` null: set-up started, not confirmed yet. `ultimo_paso`:
 * the last 30-second step whose code was accepted, so a code works once.
 */
export const segundosFactores = pgTable('segundos_factores', {
  id,
  usuarioId: integer('usuario_id')
    .notNull()
    .unique()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  secreto: text('secreto').notNull(),
  activadoAt: timestamp('activado_at', { withTimezone: true, mode: 'date' }),
  ultimoPaso: integer('ultimo_paso'),
  ...timestamps,
});

/** Single-use recovery codes of a second factor, stored as SHA-256 (they are random, 50 bits each). */
export const codigosRecuperacion = pgTable(
  'codigos_recuperacion',
  {
    id,
    usuarioId: requiredFk('usuario_id', () => usuarios.id, 'cascade'),
    codigoHash: text('codigo_hash').notNull(),
    usadoAt: timestamp('usado_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [unique('codigos_recuperacion_usuario_codigo_unique').on(t.usuarioId, t.codigoHash)],
);

/**
 * A sign-in whose password was right and that waits for its second step (cookie `paso2`, stored hashed):
 * `codigo` asks for a code; `alta` takes an admin through setting up TOTP first (school setting).
 */
export const accesosPendientes = pgTable(
  'accesos_pendientes',
  {
    id,
    tokenHash: text('token_hash').notNull().unique(),
    usuarioId: requiredFk('usuario_id', () => usuarios.id, 'cascade'),
    proposito: text('proposito', { enum: SEGUNDOS_PASOS }).notNull(),
    recordarme: boolean('recordarme').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('accesos_pendientes_usuario_id_idx').on(t.usuarioId),
    index('accesos_pendientes_expires_at_idx').on(t.expiresAt),
    checkEnum('accesos_pendientes_proposito_check', t.proposito, SEGUNDOS_PASOS),
  ],
);
