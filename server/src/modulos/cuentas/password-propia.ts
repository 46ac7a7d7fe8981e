/** PUT /api/auth/password: any signed-in user (staff or parent) changes their own password. */
import { mensajesCuenta, type CambiarPassword } from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { exigirCupo, reset, type Limite } from '../../db/rate-limit';
import { terminarLoginsDeUsuario } from '../auth/auth.service';
import { findUsuario, updateUsuario } from '../usuarios/usuarios.repository';

/** Wrong current passwords per account: a stolen session cannot guess the password for long. */
export const LIMITE_PASSWORD_PROPIA: Limite = { max: 10, ventanaSegundos: 15 * 60 };
/** The key of those attempts (also used by turning the second factor off with the password). */
export const clavePasswordPropia = (usuarioId: number) => `password:cuenta:${usuarioId}`;

/** Checks the current password, saves the new one and ends every other session of the user. */
export async function cambiarPasswordPropia(
  db: Db,
  usuario: { id: number; loginId: number },
  datos: CambiarPassword,
): Promise<{ message: string }> {
  const clave = clavePasswordPropia(usuario.id);
  // Counted before the check (a parallel burst cannot pass the limit); a right password clears it.
  await exigirCupo(db, clave, LIMITE_PASSWORD_PROPIA);
  const actual = await findUsuario(db, usuario.id);
  if (!(await verifyPassword(actual?.passwordHash, datos.actual))) {
    throw new AppError('bad_request', mensajesCuenta.actualIncorrecta, { field: 'actual' });
  }
  const passwordHash = await hashPassword(datos.nueva);
  await db.transaction(async (tx) => {
    await updateUsuario(tx, usuario.id, { passwordHash });
    await terminarLoginsDeUsuario(tx, usuario.id, { exceptoLoginId: usuario.loginId });
  });
  await reset(db, clave);
  return { message: mensajesCuenta.passwordCambiada };
}
