/**
 * The rows of a raw `db.execute(sql`...`)`. node-postgres and PGlite both answer `{ rows }`; a driver
 * answering a bare array is accepted too, so repositories never cast the result shape by hand.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

export function filasDe<T>(resultado: unknown): T[] {
  if (Array.isArray(resultado)) return resultado as T[];
  const filas = (resultado as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(filas)) throw new Error('Resultado de consulta sin filas');
  return filas as T[];
}

/** Runs a raw statement and answers its rows, typed. */
export async function consultar<T>(db: DbOrTx, consulta: SQL): Promise<T[]> {
  return filasDe<T>(await db.execute(consulta));
}
