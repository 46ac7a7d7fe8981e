/**
 * What part of the school a signed-in staff user may read (DESIGN.md §4): admin and coordinador see
 * everything (`null`); a profesor sees the groups whose `profesor_id` is their teacher record. A profesor
 * user without a teacher record gets 0, an id no row has, so every scoped query returns nothing.
 *
 * Scope is resolved in ONE layer: the route handler (`ctx.alcance()`), which passes it down; services
 * and repositories take an `Alcance` and never resolve it themselves. It is a pure read of what the
 * session query brought (`UsuarioActual.profesorId`): the link between a teacher and their user is made
 * when either is written (`vincularProfesorPorEmail`), never while reading (decision 031).
 */
import type { Rol } from '@escuela/shared';
import type { UsuarioActual } from './usuario-actual';

export type Alcance = number | null;
export const SIN_PROFESOR = 0;

/** Who acts and what they may reach: what a service needs to check a role and scope its queries. */
export type Actor = Pick<UsuarioActual, 'id' | 'rol'> & { alcance: Alcance };

export function alcanceDe(usuario: { rol: Rol; profesorId: number | null } | null): Alcance {
  if (usuario?.rol === 'admin' || usuario?.rol === 'coordinador') return null;
  if (usuario?.rol !== 'profesor') return SIN_PROFESOR;
  return usuario.profesorId ?? SIN_PROFESOR;
}

/** The `Actor` of a route handler's context. */
export async function actorDe(usuario: UsuarioActual, alcance: () => Promise<Alcance>): Promise<Actor> {
  return { id: usuario.id, rol: usuario.rol, alcance: await alcance() };
}
