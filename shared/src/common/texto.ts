/** Valid text (DESIGN.md §5): the one check lives in `campos.ts`; this name keeps the modules that use it short. */
import { mensajesCampo } from './errors';

export { sinNul, textoValido } from './campos';
export const MENSAJE_NUL = mensajesCampo.caracterNoPermitido;

/**
 * The project's one accent folding (decision 040): how two spellings of a name are compared. Unicode
 * canonical decomposition with its combining marks removed ('Lucía' → 'lucia', 'Çelik' → 'celik',
 * 'Muñoz' → 'munoz'), lower case, and any run of spaces (tabs, non-breaking ones) as one, trimmed.
 * Punctuation stays: callers that ignore it (spreadsheet headers) remove it themselves.
 */
export function plegarTexto(valor: string): string {
  return valor
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
