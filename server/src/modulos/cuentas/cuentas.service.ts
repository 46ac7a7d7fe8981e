/**
 * E-mailed single-use links (DESIGN.md §4): verification of a parent's e-mail (48 h), password reset
 * (2 h) and the invitation that lets an account created without a password choose one (7 days). Only
 * the SHA-256 of a token is stored. Answers to "send me a link" never say whether the e-mail exists.
 */
import { mensajesCuenta, type RestablecerContrasena } from '@escuela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Usuario } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Correo } from '../../lib/mailer';
import { enSegundoPlano } from '../../lib/segundo-plano';
import { hashPassword } from '../../lib/password';
import { hit, type Limite } from '../../db/rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import { terminarLoginsDeUsuario } from '../auth/auth.service';
import { olvidarFallosDeCuenta } from '../auth/limites-login';
import type { Buzon } from '../correo/bandeja';
import { findUsuarioByEmail } from '../usuarios/usuarios.repository';
import {
  anularTokens,
  consumirToken,
  findUsuarioById,
  insertTokens,
  marcarEmailVerificado,
  setPasswordHash,
} from './cuentas.repository';
import { correoIntentoRegistro, correoInvitacion, correoRestablecer, correoVerificacion } from './correos';

const HORA = 60 * 60 * 1000;
export const CADUCIDAD = { verificacion: 48 * HORA, restablecer: 2 * HORA, invitacion: 7 * 24 * HORA };
/** Links sent to one address: past this, further requests are accepted but send nothing. */
export const LIMITE_ENLACES_CUENTA: Limite = { max: 5, ventanaSegundos: 60 * 60 };

export interface ContextoCorreo {
  db: Db;
  /** The request's own view of the outbox (`app.correo.dePeticion(req)`), or the outbox itself. */
  correo: Buzon;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Creates a token of the purpose for each user (ending their earlier ones) and returns the raw values
 * for the links, in the order given.
 */
export async function emitirTokens(
  db: DbOrTx,
  usuarioIds: readonly number[],
  proposito: keyof typeof CADUCIDAD,
): Promise<string[]> {
  const valores = usuarioIds.map(() => newToken());
  const expiresAt = new Date(Date.now() + CADUCIDAD[proposito]);
  await anularTokens(db, usuarioIds, [proposito]);
  await insertTokens(
    db,
    usuarioIds.map((usuarioId, i) => ({
      usuarioId,
      tokenHash: hashToken(valores[i]!),
      proposito,
      expiresAt,
    })),
  );
  return valores;
}

export const enlaceVerificacion = (appUrl: string, token: string) =>
  `${appUrl}/verificar-email?token=${encodeURIComponent(token)}`;
const enlaceRestablecer = (appUrl: string, token: string) =>
  `${appUrl}/restablecer-contrasena?token=${encodeURIComponent(token)}`;

type Redactar = (to: string, nombre: string, enlace: string) => Correo;

/**
 * A new token of the purpose for each user and the e-mail that carries its link, queued in the outbox:
 * in the caller's transaction when given one (a rolled-back request queues nothing), else in a
 * transaction of their own. A few statements whatever the number of users.
 */
async function encolarEnlaces(
  db: DbOrTx,
  ctx: ContextoCorreo,
  usuarios: readonly Usuario[],
  proposito: keyof typeof CADUCIDAD,
  redactar: Redactar,
): Promise<void> {
  if (usuarios.length === 0) return;
  const enlace = proposito === 'verificacion' ? enlaceVerificacion : enlaceRestablecer;
  await db.transaction(async (tx) => {
    const tokens = await emitirTokens(
      tx,
      usuarios.map((u) => u.id),
      proposito,
    );
    await ctx.correo.encolar(
      tx,
      usuarios.map((u, i) => redactar(u.email, u.nombre, enlace(ctx.appUrl, tokens[i]!))),
    );
  });
}

/** The verification e-mail of a new parent, queued in the registration's transaction. */
export async function enviarVerificacion(db: DbOrTx, ctx: ContextoCorreo, usuario: Usuario): Promise<void> {
  await encolarEnlaces(db, ctx, [usuario], 'verificacion', correoVerificacion);
}

/**
 * For modules that create accounts without a password (admin-created parents and staff): queues the
 * invitation to choose one on /restablecer-contrasena, in the transaction that creates the accounts.
 */
export async function enviarInvitaciones(
  db: DbOrTx,
  ctx: ContextoCorreo,
  usuarios: readonly Usuario[],
): Promise<void> {
  await encolarEnlaces(db, ctx, usuarios, 'invitacion', correoInvitacion);
}

export async function verificarEmail(db: Db, token: string): Promise<string> {
  const usado = await consumirToken(db, hashToken(token), ['verificacion']);
  if (!usado) throw new AppError('bad_request', mensajesCuenta.verificacionInvalida);
  await marcarEmailVerificado(db, usado.usuarioId);
  return mensajesCuenta.verificado;
}

async function dentroDelLimite(db: Db, email: string): Promise<boolean> {
  return (await hit(db, `enlaces:cuenta:${email}`, LIMITE_ENLACES_CUENTA)) <= LIMITE_ENLACES_CUENTA.max;
}

/**
 * "Send me a link" answers at once and the same way whether or not the address has an account
 * (DESIGN.md §4): the look-up, the token and the e-mail all happen in the background, queued, not awaited.
 */
export function reenviarVerificacion(ctx: ContextoCorreo, email: string): string {
  enSegundoPlano(ctx.log, 'reenviar verificación', async () => {
    const usuario = await findUsuarioByEmail(ctx.db, email);
    if (
      usuario?.activo &&
      usuario.rol === 'tutor' &&
      !usuario.emailVerificadoAt &&
      (await dentroDelLimite(ctx.db, email))
    ) {
      await encolarEnlaces(ctx.db, ctx, [usuario], 'verificacion', correoVerificacion);
      // Queued after the request answered: nothing else wakes the outbox for it.
      ctx.correo.despertar();
    }
  });
  return mensajesCuenta.reenviado;
}

export function olvideContrasena(ctx: ContextoCorreo, email: string): string {
  enSegundoPlano(ctx.log, 'olvidé mi contraseña', async () => {
    const usuario = await findUsuarioByEmail(ctx.db, email);
    if (usuario?.activo && (await dentroDelLimite(ctx.db, email))) {
      await encolarEnlaces(ctx.db, ctx, [usuario], 'restablecer', correoRestablecer);
      ctx.correo.despertar();
    }
  });
  return mensajesCuenta.olvideEnviado;
}

/**
 * Registration with an e-mail that already has an account (DESIGN.md §4): nothing changes; the owner is
 * told of the attempt and given a reset link (within the per-address link limit). Queued while the
 * request waits, like the verification e-mail of a new registration, so both answers take about the
 * same time.
 */
export async function avisarIntentoRegistro(ctx: ContextoCorreo, usuario: Usuario): Promise<void> {
  if (!usuario.activo || !(await dentroDelLimite(ctx.db, usuario.email))) return;
  await encolarEnlaces(ctx.db, ctx, [usuario], 'restablecer', correoIntentoRegistro);
}

/**
 * Sets the password from a reset or invitation link. The link proves the e-mail, so it also counts as
 * verified; every session of the user ends and the account's failed-login counter starts again.
 */
export async function restablecerContrasena(db: Db, datos: RestablecerContrasena) {
  const passwordHash = await hashPassword(datos.password);
  const usuario = await db.transaction(async (tx) => {
    const usado = await consumirToken(tx, hashToken(datos.token), ['restablecer', 'invitacion']);
    if (!usado)
      throw new AppError('bad_request', mensajesCuenta.enlaceRestablecerInvalido, { field: 'token' });
    const u = await findUsuarioById(tx, usado.usuarioId);
    if (!u?.activo)
      throw new AppError('bad_request', mensajesCuenta.enlaceRestablecerInvalido, { field: 'token' });
    await setPasswordHash(tx, u.id, passwordHash);
    await marcarEmailVerificado(tx, u.id);
    await anularTokens(tx, u.id, ['restablecer', 'invitacion']);
    await terminarLoginsDeUsuario(tx, u.id);
    return u;
  });
  await olvidarFallosDeCuenta(db, usuario);
  return {
    message: mensajesCuenta.contrasenaActualizada,
    acceso: usuario.rol === 'tutor' ? ('/padres' as const) : ('/login-profesores' as const),
  };
}
