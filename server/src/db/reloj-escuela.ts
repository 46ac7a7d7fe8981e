/** "Now" on the school's wall clock, in SQL (session times are the school's wall-clock time, DESIGN.md §4). */
import { sql } from 'drizzle-orm';
import { ZONA_ESCUELA } from '@escuela/shared';
import type { DbOrTx } from './client';
import { consultar } from './filas';

/** `now()` as the school's wall-clock time (a timestamp without zone). */
export const ahoraEscuela = () => sql`(now() at time zone ${sql.raw(`'${ZONA_ESCUELA}'`)})`;

/** The same as text, 'yyyy-MM-dd HH:mm:ss', for the shared pure rules (`sesionMarcable`, …). */
export const ahoraEscuelaTexto = () => sql<string>`to_char(${ahoraEscuela()}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The database's clock on the school's wall: the one clock every count and every mark is judged by. */
export async function relojEscuela(db: DbOrTx): Promise<string> {
  const [fila] = await consultar<{ ahora: string }>(db, sql`select ${ahoraEscuelaTexto()} as ahora`);
  return fila!.ahora;
}
