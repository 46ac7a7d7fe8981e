/**
 * What part of the school a signed-in staff user may read (DESIGN.md §4): admin and coordinador see
 * everything (`null`); a profesor sees the groups whose `profesor_id` is their teacher record. A profesor
 * user without a teacher record gets 0, an id no row has, so every scoped query returns nothing.
 *
 * Scope is resolved in ONE layer: the route handler (`ctx.alcance()`), which passes it down; services
 * and repositories take an `Alcance` and never resolve it themselves.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Rol } from '@escuela/shared';
import type { DbOrTx } from '../db/client';
import { profesores } from '../db/schema/index';

export type Alcance = number | null;
export const SIN_PROFESOR = 0;

/**
 * The teacher record of a `profesor` user: the one linked by `usuario_id`, else the unlinked one with
 * the user's e-mail, which is linked on the way (teachers created before their account).
 */
export async function findProfesorDeUsuario(db: DbOrTx, usuario: { id: number; email: string }) {
  const [vinculado] = await db.select().from(profesores).where(eq(profesores.usuarioId, usuario.id));
  if (vinculado) return vinculado;
  const [porEmail] = await db
    .update(profesores)
    .set({ usuarioId: usuario.id })
    .where(and(eq(profesores.email, usuario.email.toLowerCase()), isNull(profesores.usuarioId)))
    .returning();
  return porEmail;
}

export async function alcanceDe(
  db: DbOrTx,
  usuario: { id: number; email: string; rol: Rol },
): Promise<Alcance> {
  if (usuario.rol === 'admin' || usuario.rol === 'coordinador') return null;
  if (usuario.rol !== 'profesor') return SIN_PROFESOR;
  const profesor = await findProfesorDeUsuario(db, usuario);
  return profesor?.id ?? SIN_PROFESOR;
}
