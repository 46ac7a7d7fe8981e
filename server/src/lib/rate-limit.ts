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

/** True while the key has used up its window. */
export async function isLimited(db: DbOrTx, clave: string, limite: Limite): Promise<boolean> {
  const [fila] = await db
    .select({ contador: limites.contador })
    .from(limites)
    .where(and(eq(limites.clave, clave), gt(limites.reinicioAt, sql`now()`)));
  return (fila?.contador ?? 0) >= limite.max;
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

export async function reset(db: DbOrTx, clave: string): Promise<void> {
  await db.delete(limites).where(eq(limites.clave, clave));
}
