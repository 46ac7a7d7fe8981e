/**
 * Counters kept in the `limites` table, so every app instance behind a load balancer shares them
 * (decisions 003, 029). A key is e.g. `login:ip:1.2.3.4` or `contacto:ip:…`. Two kinds:
 * - a fixed window (`Limite`): at most `max` attempts per window; `consumir` counts the attempt and
 *   answers the verdict in one statement, so a parallel burst cannot pass the limit;
 * - growing delays (`Escalada`): the first attempts run freely, then each one makes the next wait longer
 *   (`esperaTrasIntentos`); `intentar` both decides and reserves in one statement, so while a wait runs
 *   only one attempt in a burst gets through.
 * Each is one `INSERT … ON CONFLICT … DO UPDATE … RETURNING`, on PGlite and PostgreSQL alike.
 */
import { eq, sql } from 'drizzle-orm';
import { mensajesError } from '@escuela/shared';
import type { DbOrTx } from './client';
import { limites } from './schema/index';
import { AppError } from '../lib/app-error';

export interface Limite {
  max: number;
  ventanaSegundos: number;
}

/**
 * Growing delays: the first `libres` attempts wait for nothing; after the n-th (n ≥ libres) the next
 * one waits `baseSegundos × 2^(n − libres)`, at most `maxSegundos`. The key is forgotten
 * `olvidoSegundos` after its last counted attempt.
 */
export interface Escalada {
  libres: number;
  baseSegundos: number;
  maxSegundos: number;
  olvidoSegundos: number;
}

/** The verdict on one attempt: whether it may go on, and else how long to wait (for `Retry-After`). */
export interface Veredicto {
  permitido: boolean;
  esperaSegundos: number;
  contador: number;
}

/** Seconds the attempt after the n-th must wait (pure; the table the SQL indexes comes from here). */
export function esperaTrasIntentos(n: number, escalada: Escalada): number {
  if (n < escalada.libres) return 0;
  const exponente = Math.min(n - escalada.libres, 40);
  return Math.min(escalada.baseSegundos * 2 ** exponente, escalada.maxSegundos);
}

/** The schedule as a list whose last entry repeats for ever (the cap), for the SQL to index. */
export function tablaDeEsperas(escalada: Escalada): number[] {
  const tabla: number[] = [];
  for (let n = 1; ; n++) {
    const espera = esperaTrasIntentos(n, escalada);
    tabla.push(espera);
    if (espera >= escalada.maxSegundos || n > 64) return tabla;
  }
}

const segundosHasta = (columna: unknown) =>
  sql<number>`greatest(0, ceil(extract(epoch from ${columna} - now())))::int`;

/** Counts one event; a key whose window has passed starts again at 1. Returns the count. */
export async function hit(db: DbOrTx, clave: string, limite: Limite): Promise<number> {
  return (await consumir(db, clave, limite)).contador;
}

/**
 * Counts one attempt on a fixed window and answers whether it is within the limit, with the seconds
 * left in the window when it is not. Reserve first, then work: a parallel burst cannot pass `max`.
 */
export async function consumir(db: DbOrTx, clave: string, limite: Limite): Promise<Veredicto> {
  const ventana = sql`now() + make_interval(secs => ${limite.ventanaSegundos}::int)`;
  const [fila] = await db
    .insert(limites)
    .values({ clave, contador: 1, reinicioAt: ventana })
    .onConflictDoUpdate({
      target: limites.clave,
      set: {
        contador: sql`CASE WHEN ${limites.reinicioAt} <= now() THEN 1 ELSE ${limites.contador} + 1 END`,
        reinicioAt: sql`CASE WHEN ${limites.reinicioAt} <= now() THEN ${ventana} ELSE ${limites.reinicioAt} END`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ contador: limites.contador, segundos: segundosHasta(limites.reinicioAt) });
  const contador = fila?.contador ?? 1;
  const permitido = contador <= limite.max;
  return { permitido, contador, esperaSegundos: permitido ? 0 : Math.max(1, Number(fila?.segundos ?? 1)) };
}

/** `consumir`, and a 429 with `Retry-After` when the attempt is over the limit. */
export async function exigirCupo(db: DbOrTx, clave: string, limite: Limite): Promise<void> {
  const veredicto = await consumir(db, clave, limite);
  if (!veredicto.permitido) throw demasiadosIntentos(veredicto.esperaSegundos);
}

export function demasiadosIntentos(
  esperaSegundos: number,
  mensaje: string = mensajesError.demasiadosIntentos,
) {
  return new AppError('too_many', mensaje, { retryAfter: Math.max(1, Math.ceil(esperaSegundos)) });
}

/**
 * One attempt on a growing-delay key. While a wait runs the attempt is refused and not counted;
 * otherwise it is counted and the next one must wait `esperaTrasIntentos(n)` from now, as if this one
 * failed (the caller `reset`s the key when it succeeds). All in one statement: of a burst that arrives
 * while no wait runs, only the free attempts and then one more get through.
 */
export async function intentar(db: DbOrTx, clave: string, escalada: Escalada): Promise<Veredicto> {
  const tabla = tablaDeEsperas(escalada);
  // The schedule comes from the code (integers), never from a request: inlined as an array literal.
  const esperas = sql.raw(`ARRAY[${tabla.map((s) => Math.trunc(s)).join(',')}]::int[]`);
  const esperaTras = (n: unknown) =>
    sql`now() + make_interval(secs => (${esperas})[least(${n}, ${tabla.length})])`;
  const olvido = sql`now() + make_interval(secs => ${escalada.olvidoSegundos}::int)`;
  const vivo = sql`${limites.reinicioAt} > now()`;
  const bloqueado = sql`(${vivo} AND coalesce(${limites.esperaHasta} > now(), false))`;
  const [fila] = await db
    .insert(limites)
    .values({ clave, contador: 1, reinicioAt: olvido, esperaHasta: esperaTras(sql`1`), permitido: true })
    .onConflictDoUpdate({
      target: limites.clave,
      set: {
        contador: sql`CASE WHEN NOT ${vivo} THEN 1 WHEN ${bloqueado} THEN ${limites.contador}
          ELSE ${limites.contador} + 1 END`,
        esperaHasta: sql`CASE WHEN NOT ${vivo} THEN ${esperaTras(sql`1`)} WHEN ${bloqueado} THEN ${limites.esperaHasta}
          ELSE ${esperaTras(sql`${limites.contador} + 1`)} END`,
        reinicioAt: sql`CASE WHEN ${bloqueado} THEN ${limites.reinicioAt} ELSE ${olvido} END`,
        permitido: sql`NOT ${bloqueado}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      contador: limites.contador,
      permitido: limites.permitido,
      segundos: segundosHasta(limites.esperaHasta),
    });
  const permitido = fila?.permitido ?? true;
  return {
    permitido,
    contador: fila?.contador ?? 1,
    esperaSegundos: permitido ? 0 : Math.max(1, Number(fila?.segundos ?? 1)),
  };
}

export async function reset(db: DbOrTx, clave: string): Promise<void> {
  await db.delete(limites).where(eq(limites.clave, clave));
}

/** Ends every key that starts with the prefix (e.g. all of one account's per-address login counters). */
export async function resetPrefijo(db: DbOrTx, prefijo: string): Promise<void> {
  await db.delete(limites).where(sql`left(${limites.clave}, ${prefijo.length}) = ${prefijo}`);
}

/** Housekeeping: one statement removes every counter whose window ended more than a day ago. */
export async function purgarLimites(db: DbOrTx): Promise<number> {
  const filas = await db
    .delete(limites)
    .where(sql`${limites.reinicioAt} < now() - interval '1 day'`)
    .returning({ clave: limites.clave });
  return filas.length;
}
