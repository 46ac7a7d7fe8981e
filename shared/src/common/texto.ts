/** PostgreSQL text cannot hold a NUL byte (DESIGN.md §5): schemas refuse it with a 400 instead of a 500. */
export const sinNul = (v: string) => !v.includes('\u0000');
export const MENSAJE_NUL = 'El texto contiene caracteres no válidos';
