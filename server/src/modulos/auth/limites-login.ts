/**
 * Fair login throttling (DESIGN.md §4, decision 029, superseding 015). Nothing a stranger does can lock
 * an account's owner out:
 * - per account, across every address: the first 5 attempts run freely, then each one makes the next
 *   wait longer (1 s, 2 s, 4 s … at most 5 min); forgotten an hour after the last attempt. Guessing one
 *   account from many addresses is slowed to one try per wait;
 * - per (account, address): 10 attempts per 15 minutes;
 * - a browser where the account has signed in before (`dispositivo` cookie) skips both and has its own
 *   count instead (10 per 15 minutes), so the owner on their usual browser always gets in;
 * - per address: after 100 failures in 15 minutes, failed attempts from it answer 429 instead of 401
 *   (on any e-mail, so the answer tells nothing about which accounts exist); a right password from a busy
 *   shared address still signs in.
 * Counters reserve before the password is checked (db/rate-limit.ts), so a parallel burst is held to
 * its limit; every 429 carries `Retry-After`.
 */
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  consumir,
  demasiadosIntentos,
  intentar,
  reset,
  resetPrefijo,
  type Escalada,
  type Limite,
} from '../../db/rate-limit';
import { mensajesAuth } from '@escuela/shared';

export const ESCALADA_LOGIN_CUENTA: Escalada = {
  libres: 5,
  baseSegundos: 1,
  maxSegundos: 5 * 60,
  olvidoSegundos: 60 * 60,
};
export const LIMITE_LOGIN_CUENTA_IP: Limite = { max: 10, ventanaSegundos: 15 * 60 };
export const LIMITE_LOGIN_DISPOSITIVO: Limite = { max: 10, ventanaSegundos: 15 * 60 };
export const LIMITE_LOGIN_IP: Limite = { max: 100, ventanaSegundos: 15 * 60 };

/**
 * Second-factor codes (after a right password): per account, 5 free attempts, then waits from 1 s up to
 * an hour, forgotten a day after the last one; from a trusted browser 5 per 15 minutes. A million codes,
 * three valid at a time: at most ~24 guesses a day once the waits are long.
 */
export const ESCALADA_CODIGOS: Escalada = {
  libres: 5,
  baseSegundos: 1,
  maxSegundos: 60 * 60,
  olvidoSegundos: 24 * 60 * 60,
};
export const LIMITE_CODIGOS_DISPOSITIVO: Limite = { max: 5, ventanaSegundos: 15 * 60 };

const normal = (email: string) => email.toLowerCase();
export const claveLoginCuenta = (email: string) => `login:cuenta:${normal(email)}`;
/** The per-address counters of one account start with this prefix (one key per address). */
export const prefijoLoginCuenta = (email: string) => `login:cuenta-ip:${normal(email)}|`;
const claveLoginCuentaIp = (email: string, ip: string) => `${prefijoLoginCuenta(email)}${ip}`;
const claveLoginIp = (ip: string) => `login:ip:${ip}`;
const claveLoginDispositivo = (usuarioId: number, dispositivo: string) =>
  `login:disp:${usuarioId}|${dispositivo}`;
const claveCodigos = (usuarioId: number) => `codigo:cuenta:${usuarioId}`;
const claveCodigosDispositivo = (usuarioId: number, dispositivo: string) =>
  `codigo:disp:${usuarioId}|${dispositivo}`;

/** Who is trying: the e-mail typed, the address, and the trusted browser's hash when it is one. */
export interface Intento {
  email: string;
  ip: string;
  /** The hashed `dispositivo` cookie, only when this browser is trusted by this account. */
  dispositivo: { usuarioId: number; hash: string } | null;
}

/** Counts the attempt before the password is checked; a 429 when it must wait. */
export async function reservarIntentoLogin(db: DbOrTx, intento: Intento): Promise<void> {
  if (intento.dispositivo) {
    const { usuarioId, hash } = intento.dispositivo;
    const v = await consumir(db, claveLoginDispositivo(usuarioId, hash), LIMITE_LOGIN_DISPOSITIVO);
    if (!v.permitido) throw demasiadosIntentos(v.esperaSegundos);
    return;
  }
  // The address's own count first: an address over it cannot keep the account's waits running.
  const porDireccion = await consumir(
    db,
    claveLoginCuentaIp(intento.email, intento.ip),
    LIMITE_LOGIN_CUENTA_IP,
  );
  if (!porDireccion.permitido) throw demasiadosIntentos(porDireccion.esperaSegundos);
  const porCuenta = await intentar(db, claveLoginCuenta(intento.email), ESCALADA_LOGIN_CUENTA);
  if (!porCuenta.permitido) throw demasiadosIntentos(porCuenta.esperaSegundos);
}

/** A wrong password (or an unknown e-mail): 401, or 429 once the address is over its own limit. */
export async function fallarLogin(db: DbOrTx, ip: string): Promise<never> {
  const v = await consumir(db, claveLoginIp(ip), LIMITE_LOGIN_IP);
  if (!v.permitido) throw demasiadosIntentos(v.esperaSegundos);
  throw new AppError('unauthorized', mensajesAuth.credencialesInvalidas);
}

/**
 * A right password: the counts of this address (or this browser) for the account start again. From an
 * untrusted browser the account's waits start again too (the owner proved who they are).
 */
export async function acertarLogin(db: DbOrTx, intento: Intento): Promise<void> {
  if (intento.dispositivo) {
    await reset(db, claveLoginDispositivo(intento.dispositivo.usuarioId, intento.dispositivo.hash));
    return;
  }
  await reset(db, claveLoginCuentaIp(intento.email, intento.ip));
  await reset(db, claveLoginCuenta(intento.email));
}

/** Counts one second-factor code attempt; a 429 when it must wait. */
export async function reservarIntentoCodigo(
  db: DbOrTx,
  usuarioId: number,
  dispositivo: string | null,
): Promise<void> {
  const v = dispositivo
    ? await consumir(db, claveCodigosDispositivo(usuarioId, dispositivo), LIMITE_CODIGOS_DISPOSITIVO)
    : await intentar(db, claveCodigos(usuarioId), ESCALADA_CODIGOS);
  if (!v.permitido) throw demasiadosIntentos(v.esperaSegundos);
}

/** A right code: that account's (or browser's) code count starts again. */
export async function acertarCodigo(db: DbOrTx, usuarioId: number, dispositivo: string | null) {
  await reset(db, dispositivo ? claveCodigosDispositivo(usuarioId, dispositivo) : claveCodigos(usuarioId));
}

/**
 * A new password set from an e-mailed link: every count on the account starts again (its owner read
 * their mail), on every address.
 */
export async function olvidarFallosDeCuenta(db: DbOrTx, usuario: { id: number; email: string }) {
  await resetPrefijo(db, prefijoLoginCuenta(usuario.email));
  await reset(db, claveLoginCuenta(usuario.email));
  await reset(db, claveCodigos(usuario.id));
}
