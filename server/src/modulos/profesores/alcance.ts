/**
 * What part of the school a signed-in staff user may read (DESIGN.md §4): admin and coordinador see
 * everything (`null`); a profesor sees the groups whose `profesor_id` is their teacher record. A profesor
 * user without a teacher record gets 0, an id no row has, so every scoped query returns nothing.
 */
import type { Rol } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { findProfesorDeUsuario } from './profesores.repository';

export type Alcance = number | null;
export const SIN_PROFESOR = 0;

export async function alcanceDe(
  db: DbOrTx,
  usuario: { id: number; email: string; rol: Rol },
): Promise<Alcance> {
  if (usuario.rol === 'admin' || usuario.rol === 'coordinador') return null;
  if (usuario.rol !== 'profesor') return SIN_PROFESOR;
  const profesor = await findProfesorDeUsuario(db, usuario);
  return profesor?.id ?? SIN_PROFESOR;
}
