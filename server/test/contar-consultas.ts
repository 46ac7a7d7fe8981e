/** Counts the SQL statements the database client runs during `fn` (proves "no query per row"). */
import { vi } from 'vitest';
import type { Db } from '../src/db/client';

export async function contarConsultas<T>(db: Db, fn: () => Promise<T>) {
  const client = (db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } }).session
    .client;
  const espia = vi.spyOn(client, 'query');
  try {
    const resultado = await fn();
    return { resultado, consultas: espia.mock.calls.length };
  } finally {
    espia.mockRestore();
  }
}
