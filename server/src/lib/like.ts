/** LIKE/ILIKE patterns from user text: `%`, `_` and `\` match themselves (backslash is the default escape). */
export function escaparLike(texto: string): string {
  return texto.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%texto%` with the user's text escaped: "contains", for an ILIKE search box. */
export function patronContiene(texto: string): string {
  return `%${escaparLike(texto)}%`;
}
