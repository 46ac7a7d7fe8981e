/**
 * Places, waiting lists and offers (DESIGN.md §11, decision 047). Every writer that gives or offers a
 * place locks the group's row first (`bloquearGrupos`) and counts under that lock: a place is never given
 * twice, and a group never has more live offers than free places.
 *   - `decidirPlaza` says whether a new child gets a place or waits (the portal's enrolment asks it);
 *   - `ponerEnEspera` puts the child on the list where the rules say (siblings, AMPA, time);
 *   - `repartirPlazas` turns free places into offers to the first waiting, e-mailed through the outbox.
 */
import {
  caducidadOferta,
  mensajesError,
  mensajesPlazas,
  ofertaViva,
  posicionDeNueva,
  type ClaveEspera,
  type EntradaListaEspera,
  type EstadoPlaza,
} from '@escuela/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela, ZONA_ESCUELA } from '../../lib/fecha-escuela';
import { escaparHtml } from '../../lib/html';
import { registrarMatriculas } from '../alumnos/matriculas.service';
import type { Buzon } from '../correo/bandeja';
import { findPadreDeUsuario } from '../padres/padres.repository';
import {
  bloquearEntrada,
  bloquearGrupos,
  findEntrada,
  findHorasOferta,
  findOcupacion,
  findPrioridades,
  insertEsperas,
  insertHistorial,
  listDetallesOfertas,
  listEsperaDeGrupo,
  listEsperaViva,
  listEsperaVivaDeGrupos,
  listGruposConEspera,
  ofrecerPlazasLibres,
  ponerEnGrupo,
  renumerar,
  renumerarListas,
  updateEstadoEspera,
} from './plazas.repository';

/** Where offers are e-mailed from: the request's outbox (or the outbox itself, in the job) and the site. */
export interface Avisos {
  correo: Buzon;
  appUrl: string;
}

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);
const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

const formatoInstante = new Intl.DateTimeFormat('es-ES', {
  timeZone: ZONA_ESCUELA,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Whether a new child gets a place in the group now, or waits. Locks the group's row (call in a tx). */
export async function decidirPlaza(tx: DbOrTx, grupoId: number): Promise<'inscrito' | 'lista_espera'> {
  await bloquearGrupos(tx, [grupoId]);
  const o = await findOcupacion(tx, grupoId);
  // Nobody jumps the queue: with children waiting, a newcomer waits too.
  return o && o.esperando === 0 && o.alta + o.ofertas < o.maximas ? 'inscrito' : 'lista_espera';
}

/**
 * Puts the child on the group's list after the offers, where the rules place it among those waiting.
 * Answers the child's position (1-based). Call after `decidirPlaza` (the group is locked).
 */
export async function ponerEnEspera(
  tx: DbOrTx,
  datos: { grupoId: number; alumnoId: number; padreId: number | null; autorId: number | null },
): Promise<number> {
  const [posicion] = await ponerVariosEnEspera(tx, [datos], datos.autorId);
  return posicion!;
}

/**
 * Children on groups' lists, each list's newcomers in the order given, each placed as one
 * `ponerEnEspera` after another would place it — in five statements whatever their number (an import
 * into full groups). Answers each child's position when it joined. The groups are locked by the caller.
 */
export async function ponerVariosEnEspera(
  tx: DbOrTx,
  ninos: readonly { grupoId: number; alumnoId: number; padreId: number | null }[],
  autorId: number | null,
): Promise<number[]> {
  if (ninos.length === 0) return [];
  const pares = ninos.flatMap((n) => (n.padreId ? [{ padreId: n.padreId, grupoId: n.grupoId }] : []));
  const [prioridades, listas] = await Promise.all([
    findPrioridades(tx, pares),
    listEsperaVivaDeGrupos(tx, [...new Set(ninos.map((n) => n.grupoId))]),
  ]);
  // Per group: the offers' count, the waiting keys in order, and the list's order as ids, with each
  // newcomer as its index into `ninos` until it has an id.
  const porGrupo = new Map<
    number,
    { ofrecidas: number; esperando: ClaveEspera[]; orden: ({ id: number } | { nuevo: number })[] }
  >();
  const grupo = (grupoId: number) => {
    let g = porGrupo.get(grupoId);
    if (!g) {
      const lista = listas.get(grupoId) ?? [];
      g = {
        ofrecidas: lista.filter((e) => e.estado === 'ofrecida').length,
        esperando: lista.filter((e) => e.estado === 'esperando'),
        orden: lista.map((e) => ({ id: e.id })),
      };
      porGrupo.set(grupoId, g);
    }
    return g;
  };
  const solicitadaAt = new Date();
  const posiciones = ninos.map((n, i) => {
    const g = grupo(n.grupoId);
    const prioridad = n.padreId ? prioridades.get(`${n.padreId}:${n.grupoId}`) : undefined;
    const clave = { ...(prioridad ?? { hermano: false, ampa: false }), solicitadaAt };
    const enEspera = posicionDeNueva(clave, g.esperando);
    g.esperando.splice(enEspera - 1, 0, clave);
    const posicion = g.ofrecidas + enEspera;
    g.orden.splice(posicion - 1, 0, { nuevo: i });
    return { ...clave, posicion };
  });
  const ordenFinal = new Map<number, number>();
  for (const g of porGrupo.values())
    g.orden.forEach((o, j) => 'nuevo' in o && ordenFinal.set(o.nuevo, j + 1));
  const ids = await insertEsperas(
    tx,
    ninos.map((n, i) => ({
      grupoId: n.grupoId,
      alumnoId: n.alumnoId,
      padreId: n.padreId,
      hermano: posiciones[i]!.hermano,
      ampa: posiciones[i]!.ampa,
      orden: ordenFinal.get(i)!,
    })),
  );
  await renumerarListas(
    tx,
    [...porGrupo.values()].map((g) => g.orden.map((o) => ('id' in o ? o.id : ids[o.nuevo]!))),
  );
  await insertHistorial(
    tx,
    ids.map((id, i) => ({ listaEsperaId: id, estado: 'esperando', orden: posiciones[i]!.posicion, autorId })),
  );
  return posiciones.map((p) => p.posicion);
}

export async function enviarOfertas(tx: DbOrTx, avisos: Avisos, ids: readonly number[]) {
  const detalles = (await listDetallesOfertas(tx, ids)).filter((d) => d.email);
  await avisos.correo.encolar(
    tx,
    detalles.map((d) => {
      const enlace = `${avisos.appUrl}/padres/dashboard?section=ofertas&oferta=${d.id}`;
      const hasta = formatoInstante.format(new Date(d.caduca));
      const texto = `Ha quedado una plaza libre en el grupo ${d.grupo} para ${d.alumno}. La reservamos para vosotros hasta el ${hasta}: acéptala o recházala en el portal de padres.`;
      return {
        to: d.email!,
        subject: mensajesPlazas.asuntoOferta,
        text: `${texto}\n\n${enlace}\n`,
        html: `<p>${escaparHtml(texto)}</p><p><a href="${escaparHtml(enlace)}">Ver la oferta de plaza</a></p>`,
        referencia: `oferta:${d.id}`,
      };
    }),
  );
}

/**
 * Gives the free places of the groups (every group with children waiting, when none are named) to the
 * first waiting, as offers valid for the setting's hours, and e-mails them. Answers the new offers' ids.
 */
export async function repartirPlazas(tx: DbOrTx, avisos: Avisos, gruposIds?: readonly number[]) {
  const ids = gruposIds ?? (await listGruposConEspera(tx));
  const bloqueados = await bloquearGrupos(tx, ids);
  if (bloqueados.length === 0) return [];
  const caduca = caducidadOferta(new Date(), await findHorasOferta(tx));
  const ofertas = (await ofrecerPlazasLibres(tx, bloqueados, caduca)).map((o) => o.id);
  await insertHistorial(
    tx,
    ofertas.map((id) => ({ listaEsperaId: id, estado: 'ofrecida' as const, autorId: null })),
  );
  await enviarOfertas(tx, avisos, ofertas);
  return ofertas;
}

/** After a write that may free places (a baja, a move, more places), in its own transaction. */
export const repartirTrasCambio = (db: Db, avisos: Avisos) =>
  db.transaction((tx) => repartirPlazas(tx, avisos));

// ---- The office ----

export async function listaEsperaDeGrupo(db: Db, grupoId: number): Promise<EntradaListaEspera[]> {
  if (!(await findOcupacion(db, grupoId))) throw noEncontrado();
  const filas = await listEsperaDeGrupo(db, grupoId);
  return filas.map((f, i) => ({
    ...f,
    posicion: i + 1,
    desde: iso(f.solicitadaAt),
    caduca: f.caduca ? iso(f.caduca) : null,
  }));
}

/** Runs `fn` on a live entry with its group locked; a missing or finished one answers 404. */
async function conEntrada<T>(
  db: Db,
  id: number,
  padreId: number | undefined,
  fn: (tx: DbOrTx, entrada: NonNullable<Awaited<ReturnType<typeof findEntrada>>>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const entrada = await findEntrada(tx, id, padreId);
    if (!entrada) throw noEncontrado();
    await bloquearGrupos(tx, [entrada.grupoId]);
    const actual = await bloquearEntrada(tx, id);
    if (!actual || (actual.estado !== 'esperando' && actual.estado !== 'ofrecida')) {
      throw new AppError(
        padreId === undefined ? 'not_found' : 'conflict',
        padreId === undefined ? mensajesPlazas.entradaNoExiste : mensajesPlazas.ofertaNoViva,
      );
    }
    return fn(tx, { ...entrada, ...actual });
  });
}

export async function moverEnLista(db: Db, autorId: number, id: number, posicion: number) {
  await conEntrada(db, id, undefined, async (tx, entrada) => {
    const ids = (await listEsperaViva(tx, entrada.grupoId)).map((e) => e.id).filter((i) => i !== id);
    const nueva = Math.min(posicion, ids.length + 1);
    ids.splice(nueva - 1, 0, id);
    await renumerar(tx, ids);
    await insertHistorial(tx, [{ listaEsperaId: id, estado: entrada.estado, orden: nueva, autorId }]);
  });
  return { message: mensajesPlazas.reordenada };
}

export async function retirarDeLista(db: Db, avisos: Avisos, autorId: number, id: number) {
  await conEntrada(db, id, undefined, async (tx, entrada) => {
    await updateEstadoEspera(tx, [id], 'retirada');
    await insertHistorial(tx, [{ listaEsperaId: id, estado: 'retirada', autorId }]);
    // An offer withdrawn frees its place for the next one.
    if (entrada.estado === 'ofrecida') await repartirPlazas(tx, avisos, [entrada.grupoId]);
  });
  return { message: mensajesPlazas.retirada };
}

/** "Ofrecer plaza": an offer to this child now, when the group has a place nobody holds. */
export async function ofrecerPlaza(db: Db, avisos: Avisos, autorId: number, id: number) {
  await conEntrada(db, id, undefined, async (tx, entrada) => {
    if (entrada.estado === 'ofrecida') throw new AppError('conflict', mensajesPlazas.yaOfrecida);
    const o = await findOcupacion(tx, entrada.grupoId);
    if (!o || o.alta + o.ofertas >= o.maximas) throw new AppError('conflict', mensajesPlazas.sinPlazas);
    await updateEstadoEspera(tx, [id], 'ofrecida', caducidadOferta(new Date(), await findHorasOferta(tx)));
    await insertHistorial(tx, [{ listaEsperaId: id, estado: 'ofrecida', autorId }]);
    await enviarOfertas(tx, avisos, [id]);
  });
  return { message: mensajesPlazas.ofrecida };
}

// ---- The family ----

async function padreDe(db: Db, usuarioId: number) {
  const padre = await findPadreDeUsuario(db, usuarioId);
  if (!padre) throw noEncontrado();
  return padre.id;
}

/**
 * Accepts an offer: under the group's lock, the child joins the group if a place is still there (an
 * office enrolment or a lowered capacity may have taken it); otherwise the child waits first in line.
 */
export async function aceptarOferta(db: Db, usuarioId: number, id: number): Promise<EstadoPlaza> {
  const padreId = await padreDe(db, usuarioId);
  return conEntrada(db, id, padreId, async (tx, entrada) => {
    if (
      entrada.estado !== 'ofrecida' ||
      !entrada.ofertaCaducaAt ||
      !ofertaViva(entrada.ofertaCaducaAt, new Date())
    ) {
      throw new AppError('conflict', mensajesPlazas.ofertaNoViva);
    }
    const o = await findOcupacion(tx, entrada.grupoId);
    if (o && o.alta < o.maximas) {
      await ponerEnGrupo(tx, entrada.alumnoId, entrada.grupoId);
      await registrarMatriculas(
        tx,
        [{ alumnoId: entrada.alumnoId, grupoId: entrada.grupoId, desde: hoyEscuela() }],
        usuarioId,
      );
      await updateEstadoEspera(tx, [id], 'inscrito');
      await insertHistorial(tx, [{ listaEsperaId: id, estado: 'inscrito', autorId: usuarioId }]);
      return { message: mensajesPlazas.aceptada, estado: 'inscrito', posicion: null };
    }
    const otros = (await listEsperaViva(tx, entrada.grupoId)).map((e) => e.id).filter((i) => i !== id);
    await updateEstadoEspera(tx, [id], 'esperando');
    await renumerar(tx, [id, ...otros]);
    await insertHistorial(tx, [{ listaEsperaId: id, estado: 'esperando', orden: 1, autorId: usuarioId }]);
    return { message: mensajesPlazas.aceptadaSinPlaza(1), estado: 'lista_espera', posicion: 1 };
  });
}

export async function rechazarOferta(db: Db, avisos: Avisos, usuarioId: number, id: number) {
  const padreId = await padreDe(db, usuarioId);
  await conEntrada(db, id, padreId, async (tx, entrada) => {
    if (entrada.estado !== 'ofrecida') throw new AppError('conflict', mensajesPlazas.ofertaNoViva);
    await updateEstadoEspera(tx, [id], 'rechazada');
    await insertHistorial(tx, [{ listaEsperaId: id, estado: 'rechazada', autorId: usuarioId }]);
    await repartirPlazas(tx, avisos, [entrada.grupoId]);
  });
  return { message: mensajesPlazas.rechazada };
}
