import { ZONA_ESCUELA } from '../../lib/fecha-escuela';

/** Today's date on the school's clock, yyyy-MM-dd. */
export function hoyEscuela(ahora = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_ESCUELA }).format(ahora);
}

/** True for PostgreSQL's unique violation, however the driver wraps it. */
export function esDuplicado(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
