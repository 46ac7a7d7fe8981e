/**
 * The office's own writes respect the groups' places (decision 052), counted under the groups' row locks
 * like every other way in (decision 047): a student moved into a full group stays where they were and
 * waits on its list. In an import, the students a file puts into a group they were not enrolled in take
 * its free places in file order, after the places the same file frees; the rest wait.
 */
import { mensajesPlazas } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { conConflictoUnico } from '../../lib/postgres-errores';
import { bloquearGrupos, findOcupaciones, listEsperasVivas } from '../plazas/plazas.repository';
import { decidirPlaza, ponerEnEspera } from '../plazas/plazas.service';
import type { EstadoAlumno } from './matriculas';

/**
 * One student into a group (`PUT /api/alumnos/:id`): null when there is a place; else they go on its
 * list and the answer is their position (409 when already on it).
 */
export async function esperaSiCompleto(
  tx: DbOrTx,
  datos: { grupoId: number; alumnoId: number; padreId: number | null; autorId: number },
): Promise<number | null> {
  if ((await decidirPlaza(tx, datos.grupoId)) === 'inscrito') return null;
  return conConflictoUnico(
    () => ponerEnEspera(tx, datos),
    () => new AppError('conflict', mensajesPlazas.yaEnEspera, { field: 'grupoId' }),
  );
}

const enGrupo = (a: EstadoAlumno | null | undefined) => (a && a.estado === 'alta' ? a.grupoId : null);

/** The students (as the file leaves them) who find no place in the group they enter, in file order. */
export async function entradasSinPlaza<A extends EstadoAlumno & { id: number }>(
  tx: DbOrTx,
  alumnos: readonly A[],
  originales: ReadonlyMap<number, EstadoAlumno>,
): Promise<{ alumno: A; grupoId: number }[]> {
  const entran = alumnos.filter((a) => {
    const g = enGrupo(a);
    return g !== null && g !== enGrupo(originales.get(a.id));
  });
  if (entran.length === 0) return [];
  const salen = new Map<number, number>();
  for (const a of alumnos) {
    const antes = enGrupo(originales.get(a.id));
    if (antes !== null && antes !== enGrupo(a)) salen.set(antes, (salen.get(antes) ?? 0) + 1);
  }
  const grupos = await bloquearGrupos(tx, [...new Set(entran.map((a) => enGrupo(a)!))]);
  const ocupaciones = await findOcupaciones(tx, grupos);
  const libres = new Map<number, number>();
  for (const g of grupos) {
    const o = ocupaciones.get(g);
    // Nobody jumps the queue: with children waiting, newcomers wait too.
    libres.set(g, o && o.esperando === 0 ? o.maximas - o.ofertas - (o.alta - (salen.get(g) ?? 0)) : 0);
  }
  const sinPlaza: { alumno: A; grupoId: number }[] = [];
  for (const a of entran) {
    const g = enGrupo(a)!;
    const n = libres.get(g) ?? 0;
    if (n > 0) libres.set(g, n - 1);
    else sinPlaza.push({ alumno: a, grupoId: g });
  }
  return sinPlaza;
}

/** 'grupoId:alumnoId' of the students already waiting (or offered) in those groups: they keep their place. */
export async function esperandoEn(tx: DbOrTx, entradas: readonly { grupoId: number }[]) {
  if (entradas.length === 0) return new Set<string>();
  const vivas = await listEsperasVivas(tx, [...new Set(entradas.map((e) => e.grupoId))]);
  return new Set(vivas.map((e) => `${e.grupoId}:${e.alumnoId}`));
}
