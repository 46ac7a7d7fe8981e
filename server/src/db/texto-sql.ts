/**
 * The shared Spanish folding and sort key (`@escuela/shared/common/texto-es`) in SQL, built from the same
 * alphabet so a search typed in the browser and the rows the database folds meet, and lists come out in
 * the order the browser's Intl.Collator('es') gives (decision 037). `translate` rather than the `unaccent`
 * extension (PGlite lacks it); the accented capitals are in the alphabet because `lower()` leaves them
 * alone under the C collation. The key is compared `collate "C"` (code points), whatever the database's
 * default collation.
 */
import { ALFABETO, N_TILDE_ORDEN, plegar } from '@escuela/shared/common/texto-es';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { escaparLike } from '../lib/like';

const base = (expr: SQLWrapper | SQL) => sql`lower(translate(${expr}, ${ALFABETO.con}, ${ALFABETO.sin}))`;

/** `plegar` in SQL: lower case, no accents, 'ñ' as 'n'. */
export const plegarSql = (expr: SQLWrapper | SQL) => sql`replace(${base(expr)}, 'ñ', 'n')`;

/** `claveOrden` in SQL, compared by code point: order by it for the Spanish alphabetical order. */
export const ordenEs = (expr: SQLWrapper | SQL) =>
  sql`replace(${base(expr)}, 'ñ', ${sql.raw(`'${N_TILDE_ORDEN}'`)}) collate "C"`;

/** `%texto%` folded like `plegarSql`, for `plegarSql(col) like … escape '\'`. */
export const patronPlegado = (texto: string) => `%${escaparLike(plegar(texto))}%`;
