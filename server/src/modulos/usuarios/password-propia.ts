/** PUT /api/auth/password: any signed-in user (staff or parent) changes their own password. */
import { mensajesError, mensajesUsuarios, type CambiarPassword } from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { esperaSegundos, hit, reset, type Limite } from '../../lib/rate-limit';
import { terminarSesionesDeUsuario } from '../auth/auth.service';
import { findUsuario, updateUsuario } from './usuarios.repository';

/** Wrong current passwords per account: a stolen session cannot guess the password for long. */
export const LIMITE_PASSWORD_PROPIA: Limite = { max: 10, ventanaSegundos: 15 * 60 };

/** Checks the current password, saves the new one and ends every other session of the user. */
export async function cambiarPasswordPropia(
  db: Db,
  usuario: { id: number; sesionId: number },
  datos: CambiarPassword,
): Promise<{ message: string }> {
  const clave = `password:cuenta:${usuario.id}`;
  const espera = await esperaSegundos(db, clave, LIMITE_PASSWORD_PROPIA);
  if (espera > 0) throw new AppError('too_many', mensajesError.demasiadosIntentos, { retryAfter: espera });
  const actual = await findUsuario(db, usuario.id);
  if (!(await verifyPassword(actual?.passwordHash, datos.actual))) {
    await hit(db, clave, LIMITE_PASSWORD_PROPIA);
    throw new AppError('bad_request', mensajesUsuarios.actualIncorrecta, { field: 'actual' });
  }
  const passwordHash = await hashPassword(datos.nueva);
  await db.transaction(async (tx) => {
    await updateUsuario(tx, usuario.id, { passwordHash });
    await terminarSesionesDeUsuario(tx, usuario.id, { exceptoSesionId: usuario.sesionId });
  });
  await reset(db, clave);
  return { message: mensajesUsuarios.passwordCambiada };
}
