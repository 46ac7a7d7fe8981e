/**
 * Session times are the school's wall-clock time (`timestamp` without zone, DESIGN.md §4). These helpers
 * turn a stored value into the ISO-with-Z string the API sends, and give today on the school's calendar
 * ("now" in SQL: `db/reloj-escuela.ts`).
 */
import { ZONA_ESCUELA } from '@escuela/shared';

/** The school's time zone: "now" for comparisons against `sesiones.fecha`. */
export { ZONA_ESCUELA };

/** '2026-03-02 16:00:00' (or with a T, or fractional seconds) → '2026-03-02T16:00:00.000Z'. */
export function fechaEscuelaAIso(valor: string): string {
  const [fecha, hora = '00:00:00'] = valor.replace('T', ' ').replace(/Z$/, '').split(' ');
  const [hms = '00:00:00', frac = ''] = hora!.split('.');
  const completa = hms.length === 5 ? `${hms}:00` : hms;
  return `${fecha}T${completa}.${(frac + '000').slice(0, 3)}Z`;
}

/** Today's date (yyyy-MM-dd) on the school's calendar. */
export function hoyEscuela(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_ESCUELA }).format(now);
}
