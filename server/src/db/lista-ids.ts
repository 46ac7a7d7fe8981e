import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as ONE json parameter (`col in (select …)`): thousands of bound parameters cost seconds
 * per statement on the embedded database (lib/insercion-masiva.ts).
 */
export const enListaIds = (columna: SQL, ids: readonly number[]) =>
  sql`${columna} in (select (value)::int from json_array_elements_text(${JSON.stringify(ids)}::json))`;
