/**
 * Session times are the school's wall-clock time (`timestamp` without zone, DESIGN.md §4). These helpers
 * turn a stored value into the ISO-with-Z string the API sends, and give "now" on the school's clock.
 */
import { sql } from 'drizzle-orm';
import { ZONA_ESCUELA } from '@escuela/shared';
import type { DbOrTx } from '../db/client';
import { consultar } from './filas';

/** The school's time zone: "now" for comparisons against `sesiones.fecha`. */
export { ZONA_ESCUELA };

/** `now()` as the school's wall-clock time (a timestamp without zone). */
export const ahoraEscuela = () => sql`(now() at time zone ${sql.raw(`'${ZONA_ESCUELA}'`)})`;

/** The same as text, 'yyyy-MM-dd HH:mm:ss', for the shared pure rules (`sesionMarcable`, …). */
export const ahoraEscuelaTexto = () => sql<string>`to_char(${ahoraEscuela()}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The database's clock on the school's wall: the one clock every count and every mark is judged by. */
export async function relojEscuela(db: DbOrTx): Promise<string> {
  const [fila] = await consultar<{ ahora: string }>(db, sql`select ${ahoraEscuelaTexto()} as ahora`);
  return fila!.ahora;
}

/** '2026-03-02 16:00:00' (or with a T, or fractional seconds) → '2026-03-02T16:00:00.000Z'. */
export function fechaEscuelaAIso(valor: string): string {
  const [fecha, hora = '00:00:00'] = valor.replace('T', ' ').replace(/Z$/, '').split(' ');
  const [hms = '00:00:00', frac = ''] = hora!.split('.');
  const completa = hms.length === 5 ? `${hms}:00` : hms;
  return `${fecha}T${completa}.${(frac + '000').slice(0, 3)}Z`;
}

/** Today's date (yyyy-MM-dd) on the school's calendar. */
export function hoyEscuela(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_ESCUELA }).format(now);
}
