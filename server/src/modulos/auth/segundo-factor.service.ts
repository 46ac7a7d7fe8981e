/**
 * The staff second factor (decision 029): set up (a new secret, shown once with its QR), confirmed with a
 * code, which also gives ten single-use recovery codes (shown once, stored hashed); checked at sign-in;
 * turned off with a code or the password (not by an admin while the school requires it). Every code
 * attempt is throttled like a password (`limites-login.ts`). The secret never leaves the server again
 * after the set-up answer.
 */
import {
  mensajesSegundoFactor,
  normalizarCodigo,
  type AltaSegundoFactor,
  type DesactivarSegundoFactor,
  type EstadoSegundoFactor,
  type Rol,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { exigirCupo, reset } from '../../db/rate-limit';
import { hashToken } from '../../lib/tokens';
import { findAjustes } from '../ajustes/ajustes.repository';
import { LIMITE_PASSWORD_PROPIA, clavePasswordPropia } from '../cuentas/password-propia';
import { findUsuario } from '../usuarios/usuarios.repository';
import { acertarCodigo, reservarIntentoCodigo } from './limites-login';
import {
  activarSegundoFactor,
  contarCodigosRestantes,
  deleteSegundoFactor,
  findSegundoFactor,
  gastarCodigoRecuperacion,
  gastarPaso,
  guardarSecretoPendiente,
  reemplazarCodigos,
} from './segundo-factor.repository';
import { nuevoSecreto, nuevosCodigosRecuperacion, pasoDelCodigo, qrDe, uriDeAlta } from './totp';

interface Cuenta {
  id: number;
  email: string;
  rol: Rol;
}

/** Whether the school requires this account to keep a second factor (admins, by the setting). */
async function esObligatorio(db: Db, rol: Rol): Promise<boolean> {
  return rol === 'admin' && (await findAjustes(db)).exigirSegundoFactorAdmin;
}

export async function estadoSegundoFactor(db: Db, cuenta: Cuenta): Promise<EstadoSegundoFactor> {
  const factor = await findSegundoFactor(db, cuenta.id);
  const activo = Boolean(factor?.activadoAt);
  return {
    activo,
    codigosRestantes: activo ? await contarCodigosRestantes(db, cuenta.id) : 0,
    obligatorio: await esObligatorio(db, cuenta.rol),
  };
}

/** Starts a set-up (again): a new secret, its `otpauth://` URI and QR. 409 when it is already on. */
export async function empezarAlta(db: Db, cuenta: Cuenta): Promise<AltaSegundoFactor> {
  const secreto = nuevoSecreto();
  if (!(await guardarSecretoPendiente(db, cuenta.id, secreto))) {
    throw new AppError('conflict', mensajesSegundoFactor.yaActivo);
  }
  const uri = uriDeAlta(secreto, cuenta.email);
  return { secreto, uri, qr: qrDe(uri) };
}

/**
 * Confirms the set-up with a code from the app (its step is spent) and answers the recovery codes.
 * `codigoIncorrecto` builds the error for a wrong code (a field error in the account menu, 401 at sign-in).
 */
export async function confirmarAlta(
  db: Db,
  usuarioId: number,
  codigo: string,
  codigoIncorrecto: () => AppError,
): Promise<string[]> {
  const factor = await findSegundoFactor(db, usuarioId);
  if (!factor) throw new AppError('conflict', mensajesSegundoFactor.altaSinEmpezar);
  if (factor.activadoAt) throw new AppError('conflict', mensajesSegundoFactor.yaActivo);
  const paso = pasoDelCodigo(factor.secreto, normalizarCodigo(codigo));
  if (paso === null) throw codigoIncorrecto();
  const codigos = nuevosCodigosRecuperacion();
  await db.transaction(async (tx) => {
    if (!(await activarSegundoFactor(tx, usuarioId, paso))) {
      throw new AppError('conflict', mensajesSegundoFactor.yaActivo);
    }
    await reemplazarCodigos(tx, usuarioId, codigos.map(hashCodigo));
  });
  return codigos;
}

const hashCodigo = (codigo: string) => hashToken(normalizarCodigo(codigo));

/**
 * A code of an account whose factor is on: the app's code (once per step) or an unused recovery code
 * (spent). False for anything else.
 */
export async function verificarCodigo(db: Db, usuarioId: number, codigo: string): Promise<boolean> {
  const factor = await findSegundoFactor(db, usuarioId);
  if (!factor?.activadoAt) return false;
  const normalizado = normalizarCodigo(codigo);
  if (/^\d{6}$/.test(normalizado)) {
    const paso = pasoDelCodigo(factor.secreto, normalizado);
    return paso !== null && (await gastarPaso(db, usuarioId, paso));
  }
  return gastarCodigoRecuperacion(db, usuarioId, hashCodigo(normalizado));
}

/** `verificarCodigo` under the code throttling; a wrong code throws `incorrecto()`. */
export async function exigirCodigo(
  db: Db,
  usuarioId: number,
  codigo: string,
  dispositivo: string | null,
  incorrecto: () => AppError,
): Promise<void> {
  await reservarIntentoCodigo(db, usuarioId, dispositivo);
  if (!(await verificarCodigo(db, usuarioId, codigo))) throw incorrecto();
  await acertarCodigo(db, usuarioId, dispositivo);
}

const errorCampoCodigo = () =>
  new AppError('bad_request', mensajesSegundoFactor.codigoIncorrecto, { field: 'codigo' });

/** The account menu's confirmation: a code from the app turns the factor on. */
export async function activarDesdeCuenta(
  db: Db,
  cuenta: Cuenta,
  codigo: string,
  dispositivo: string | null,
): Promise<string[]> {
  await reservarIntentoCodigo(db, cuenta.id, dispositivo);
  const codigos = await confirmarAlta(db, cuenta.id, codigo, errorCampoCodigo);
  await acertarCodigo(db, cuenta.id, dispositivo);
  return codigos;
}

/** New recovery codes (the old ones stop working), after a code. */
export async function regenerarCodigos(
  db: Db,
  cuenta: Cuenta,
  codigo: string,
  dispositivo: string | null,
): Promise<string[]> {
  const factor = await findSegundoFactor(db, cuenta.id);
  if (!factor?.activadoAt) throw new AppError('conflict', mensajesSegundoFactor.noActivo);
  await exigirCodigo(db, cuenta.id, codigo, dispositivo, errorCampoCodigo);
  const codigos = nuevosCodigosRecuperacion();
  await reemplazarCodigos(db, cuenta.id, codigos.map(hashCodigo));
  return codigos;
}

/** Turns the factor off with a code (throttled like codes) or the password (like the own password change). */
export async function desactivar(
  db: Db,
  cuenta: Cuenta,
  datos: DesactivarSegundoFactor,
  dispositivo: string | null,
): Promise<void> {
  const factor = await findSegundoFactor(db, cuenta.id);
  if (!factor?.activadoAt) throw new AppError('conflict', mensajesSegundoFactor.noActivo);
  if (await esObligatorio(db, cuenta.rol)) throw new AppError('conflict', mensajesSegundoFactor.obligatorio);
  if (datos.codigo) {
    await exigirCodigo(db, cuenta.id, datos.codigo, dispositivo, errorCampoCodigo);
  } else {
    const clave = clavePasswordPropia(cuenta.id);
    await exigirCupo(db, clave, LIMITE_PASSWORD_PROPIA);
    const usuario = await findUsuario(db, cuenta.id);
    if (!(await verifyPassword(usuario?.passwordHash, datos.password ?? ''))) {
      throw new AppError('bad_request', mensajesSegundoFactor.passwordIncorrecta, { field: 'password' });
    }
    await reset(db, clave);
  }
  await deleteSegundoFactor(db, cuenta.id);
}
