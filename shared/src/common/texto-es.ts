/**
 * Spanish text compared the same way everywhere (decision 037): one alphabet of accented letters, used to
 * fold text for search and spreadsheet-header matching (`plegar`: 'Çelik Núñez' → 'celik nunez') and to
 * build a sort key (`claveOrden`) that puts words in the order of a Spanish collation — accents and case
 * do not count, 'ç' is a 'c', and 'ñ' is its own letter after 'n' — under the byte order of PostgreSQL's
 * C collation. The server's SQL builds the same strings from `ALFABETO` (`server/src/db/texto-sql.ts`);
 * the browser sorts with `compararEs` (Intl.Collator 'es'). No zod here: the import's worker loads it.
 */

/** Accented letters (both cases) and what they fold to; 'ñ' is left to each use. */
export const ALFABETO = {
  con: 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÝýÿÇçÑ',
  sin: 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyccñ',
} as const;

/** What 'ñ' becomes in a sort key: a letter after every 'n…' and before 'o' in byte order. */
export const N_TILDE_ORDEN = 'n~';

const MAPA = new Map([...ALFABETO.con].map((c, i) => [c, ALFABETO.sin[i]!]));

/** Case and accents folded by the shared alphabet; only A–Z lower-cased besides it, as SQL's lower() in C. */
function base(texto: string): string {
  let r = '';
  for (const c of texto) r += MAPA.get(c) ?? c;
  return r.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** For search and header matching: lower case, no accents, 'ñ' as 'n'. */
export const plegar = (texto: string): string => base(texto).replaceAll('ñ', 'n');

/** A sort key: compare keys by code point (C collation) to get the Spanish alphabetical order. */
export const claveOrden = (texto: string): string => base(texto).replaceAll('ñ', N_TILDE_ORDEN);

const collator = new Intl.Collator('es');

/** The Spanish alphabetical order in the browser (tables sorted on the client, option lists). */
export const compararEs = (a: string, b: string): number => collator.compare(a, b);
