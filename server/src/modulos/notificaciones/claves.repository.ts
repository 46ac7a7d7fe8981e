/** The server's own keys in `claves_servidor` (claves.ts, decision 038). */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clavesServidor } from '../../db/schema/index';

/** The stored values of the keys named, by name (a missing one is absent). */
export async function leerClaves(db: DbOrTx, nombres: readonly string[]): Promise<Record<string, string>> {
  const filas = await db
    .select({ nombre: clavesServidor.nombre, valor: clavesServidor.valor })
    .from(clavesServidor)
    .where(inArray(clavesServidor.nombre, [...nombres]));
  return Object.fromEntries(filas.map((f) => [f.nombre, f.valor]));
}

/** Inserts the keys in one statement; a name already stored keeps its value (the first start wins). */
export async function insertClaves(db: DbOrTx, claves: { nombre: string; valor: string }[]): Promise<void> {
  await db.insert(clavesServidor).values(claves).onConflictDoNothing();
}
