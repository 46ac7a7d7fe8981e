/**
 * Fixed-window counters kept in the `limites` table, so every app instance behind a load balancer
 * shares them. A key is e.g. `login:ip:1.2.3.4` or `contacto:ip:…`.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { limites } from '../db/schema/index';

export interface Limite {
  max: number;
  ventanaSegundos: number;
}

/** Counts one event; a key whose window has passed starts again at 1. Returns the count. */
export async function hit(db: DbOrTx, clave: string, limite: Limite): Promise<number> {
  const ventana = sql`now() + make_interval(secs => ${limite.ventanaSegundos})`;
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
    .returning({ contador: limites.contador });
  return fila?.contador ?? 1;
}

/** Seconds until the key's window ends while it is used up (for `Retry-After`); 0 when it is not. */
export async function esperaSegundos(db: DbOrTx, clave: string, limite: Limite): Promise<number> {
  const [fila] = await db
    .select({
      contador: limites.contador,
      segundos: sql<number>`ceil(extract(epoch from ${limites.reinicioAt} - now()))::int`,
    })
    .from(limites)
    .where(and(eq(limites.clave, clave), gt(limites.reinicioAt, sql`now()`)));
  return fila && fila.contador >= limite.max ? Math.max(1, Number(fila.segundos)) : 0;
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
