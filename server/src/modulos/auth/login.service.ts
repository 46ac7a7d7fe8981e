/**
 * Signing in (decision 029): the password under fair throttling (`limites-login.ts`), then, for a staff
 * account with a second factor, a second step with a code; an admin without one, while the school
 * requires it, sets it up before getting a login. A full sign-in makes this browser trusted by the
 * account for throttling (`dispositivo` cookie).
 */
import {
  mensajesAuth,
  mensajesSegundoFactor,
  type AltaSegundoFactor,
  type Login,
  type SegundoPaso,
  type UsuarioLogin,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { SESSION_ABSOLUTE_SECONDS } from '../../lib/duracion-login';
import { verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import { DISPOSITIVO_SEGUNDOS, PASO2_SEGUNDOS } from '../../plugins/cookies-acceso';
import { findAjustes } from '../ajustes/ajustes.repository';
import {
  confiarDispositivo,
  deleteAccesoPendiente,
  esDispositivoDe,
  findAccesoPendiente,
  insertAccesoPendiente,
} from './acceso.repository';
import { findUsuarioParaLogin, insertLogin } from './auth.repository';
import { toUsuarioLogin } from './auth.service';
import {
  acertarCodigo,
  acertarLogin,
  fallarLogin,
  reservarIntentoCodigo,
  reservarIntentoLogin,
  type Intento,
} from './limites-login';
import { findSegundoFactor } from './segundo-factor.repository';
import { confirmarAlta, empezarAlta, exigirCodigo } from './segundo-factor.service';

/** Where the attempt comes from: the client address and this browser's `dispositivo` cookie, if any. */
export interface Origen {
  ip: string;
  dispositivo: string | undefined;
}

export interface LoginAbierto {
  tipo: 'login';
  user: UsuarioLogin;
  token: string;
  recordarme: boolean;
  /** The browser's id to keep in the `dispositivo` cookie (the one it had, or a new one). */
  dispositivo: string;
}

export type ResultadoLogin =
  LoginAbierto | { tipo: 'pendiente'; segundoFactor: SegundoPaso; tokenPaso: string };

/** The hash of this browser's id when the account already trusts it; null otherwise. */
export async function dispositivoConfiable(
  db: Db,
  usuarioId: number,
  dispositivo: string | undefined,
): Promise<string | null> {
  if (!dispositivo) return null;
  const hash = hashToken(dispositivo);
  return (await esDispositivoDe(db, usuarioId, hash)) ? hash : null;
}

export async function login(db: Db, datos: Login, origen: Origen): Promise<ResultadoLogin> {
  const usuario = await findUsuarioParaLogin(db, datos.email);
  const confiable = usuario ? await dispositivoConfiable(db, usuario.id, origen.dispositivo) : null;
  const intento: Intento = {
    email: datos.email,
    ip: origen.ip,
    dispositivo: usuario && confiable ? { usuarioId: usuario.id, hash: confiable } : null,
  };
  await reservarIntentoLogin(db, intento);
  // An inactive account, or one whose teacher has left, fails exactly like a wrong password.
  const puedeEntrar = usuario?.activo === true && !usuario.deBaja;
  const valid = await verifyPassword(puedeEntrar ? usuario.passwordHash : null, datos.password);
  if (!usuario || !valid) return fallarLogin(db, origen.ip);
  await acertarLogin(db, intento);
  // Only after the password is right, so the answer reveals nothing to someone guessing.
  if (usuario.rol === 'tutor' && !usuario.emailVerificadoAt) {
    throw new AppError('forbidden', mensajesAuth.emailNoVerificado);
  }
  const recordarme = datos.recordarme ?? false;
  const paso = await segundoPasoDe(db, usuario);
  if (!paso) return abrirLogin(db, usuario, recordarme, origen.dispositivo);
  const tokenPaso = newToken();
  await insertAccesoPendiente(db, {
    tokenHash: hashToken(tokenPaso),
    usuarioId: usuario.id,
    proposito: paso,
    recordarme,
    expiresAt: new Date(Date.now() + PASO2_SEGUNDOS * 1000),
  });
  return { tipo: 'pendiente', segundoFactor: paso, tokenPaso };
}

/** The second step a right password still needs: staff only (parents have no second factor). */
async function segundoPasoDe(db: Db, usuario: { id: number; rol: string }): Promise<SegundoPaso | null> {
  if (usuario.rol === 'tutor') return null;
  const factor = await findSegundoFactor(db, usuario.id);
  if (factor?.activadoAt) return 'codigo';
  if (usuario.rol === 'admin' && (await findAjustes(db)).exigirSegundoFactorAdmin) return 'alta';
  return null;
}

/** A new login (256-bit token, stored hashed) and this browser trusted by the account. */
export async function abrirLogin(
  db: Db,
  usuario: { id: number; nombre: string; email: string; rol: UsuarioLogin['rol'] },
  recordarme: boolean,
  dispositivoActual: string | undefined,
): Promise<LoginAbierto> {
  const token = newToken();
  await insertLogin(db, usuario.id, hashToken(token), new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000));
  // A cookie we did not make (wrong shape) is replaced by a new id.
  const dispositivo =
    dispositivoActual && /^[\w-]{43}$/.test(dispositivoActual) ? dispositivoActual : newToken();
  await confiarDispositivo(
    db,
    usuario.id,
    hashToken(dispositivo),
    new Date(Date.now() + DISPOSITIVO_SEGUNDOS * 1000),
  );
  return { tipo: 'login', user: toUsuarioLogin(usuario), token, recordarme, dispositivo };
}

/** The waiting sign-in of the `paso2` cookie; 401 when there is none (expired, used, or never made). */
async function pendienteDe(db: Db, tokenPaso: string | undefined) {
  const pendiente = tokenPaso ? await findAccesoPendiente(db, hashToken(tokenPaso)) : undefined;
  if (!pendiente) throw new AppError('unauthorized', mensajesSegundoFactor.pasoCaducado);
  return pendiente;
}

const codigoIncorrectoLogin = () => new AppError('unauthorized', mensajesSegundoFactor.codigoIncorrecto);

/** `alta` step: an admin required to use a second factor gets a secret to set up before the login. */
export async function altaEnLogin(db: Db, tokenPaso: string | undefined): Promise<AltaSegundoFactor> {
  const pendiente = await pendienteDe(db, tokenPaso);
  if (pendiente.proposito !== 'alta') throw new AppError('conflict', mensajesSegundoFactor.yaActivo);
  return empezarAlta(db, { id: pendiente.usuarioId, email: pendiente.email, rol: pendiente.rol });
}

/**
 * The second step: a code (or a recovery code) for an account with a second factor, or, in the `alta`
 * step, the app's first code, which turns the factor on and answers the recovery codes as well.
 */
export async function completarSegundoPaso(
  db: Db,
  tokenPaso: string | undefined,
  codigo: string,
  origen: Origen,
): Promise<LoginAbierto & { codigosRecuperacion?: string[] }> {
  const pendiente = await pendienteDe(db, tokenPaso);
  const usuarioId = pendiente.usuarioId;
  const confiable = await dispositivoConfiable(db, usuarioId, origen.dispositivo);
  let codigosRecuperacion: string[] | undefined;
  if (pendiente.proposito === 'codigo') {
    await exigirCodigo(db, usuarioId, codigo, confiable, codigoIncorrectoLogin);
  } else {
    await reservarIntentoCodigo(db, usuarioId, confiable);
    codigosRecuperacion = await confirmarAlta(db, usuarioId, codigo, codigoIncorrectoLogin);
    await acertarCodigo(db, usuarioId, confiable);
  }
  await deleteAccesoPendiente(db, pendiente.id);
  const usuario = { id: usuarioId, nombre: pendiente.nombre, email: pendiente.email, rol: pendiente.rol };
  const login = await abrirLogin(db, usuario, pendiente.recordarme, origen.dispositivo);
  return codigosRecuperacion ? { ...login, codigosRecuperacion } : login;
}
