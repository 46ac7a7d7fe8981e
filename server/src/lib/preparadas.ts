/**
 * Drizzle builds a query's SQL text from its object tree on every call, which costs more CPU than the
 * round trip of a small list (docs/decisions/019-delivery-and-request-pipeline.md). `preparada` keeps one prepared query per database and
 * shape (`clave`), built once with `sql.placeholder`s and executed with the values.
 */
import type { DbOrTx } from '../db/client';

const porBase = new WeakMap<object, Map<string, unknown>>();

export function preparada<T>(db: DbOrTx, clave: string, construir: () => T): T {
  let consultas = porBase.get(db);
  if (!consultas) porBase.set(db, (consultas = new Map()));
  let consulta = consultas.get(clave) as T | undefined;
  if (consulta === undefined) consultas.set(clave, (consulta = construir()));
  return consulta;
}
