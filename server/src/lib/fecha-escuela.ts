/**
 * Session times are the school's wall-clock time (`timestamp` without zone, DESIGN.md §4). These helpers
 * turn a stored value into the ISO-with-Z string the API sends, and give today on the school's calendar
 * ("now" in SQL: `db/reloj-escuela.ts`).
 */
import { ahoraEnEscuela, ZONA_ESCUELA } from '@escuela/shared';

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
  return ahoraEnEscuela(now).slice(0, 10);
}

/** The school's wall clock at an instant: `{ dia: 'yyyy-MM-dd', hora: 0–23, minuto, texto: 'yyyy-MM-dd HH:mm:ss' }`. */
export function paredEscuela(instante: Date) {
  // One school clock (shared's `ahoraEnEscuela`, its formatter built once) for the server and the client.
  const texto = ahoraEnEscuela(instante);
  return {
    dia: texto.slice(0, 10),
    hora: Number(texto.slice(11, 13)),
    minuto: Number(texto.slice(14, 16)),
    texto,
  };
}

/** Milliseconds the school's clock is ahead of UTC at an instant (3,600,000 in winter, 7,200,000 in summer). */
function desfaseEscuela(instante: number): number {
  const { texto } = paredEscuela(new Date(instante));
  return Date.parse(`${texto.replace(' ', 'T')}Z`) - Math.floor(instante / 1000) * 1000;
}

/**
 * The instant a school wall-clock time names ('2026-11-25 16:00:00', or the API's ISO form): what a
 * calendar feed writes as UTC. A time the clock change skips or repeats (02:00–03:00 on its night; no
 * class is then) gets one of its readings.
 */
export function instanteEscuela(pared: string): Date {
  const texto = pared.replace('T', ' ').replace(/Z$/, '').slice(0, 19);
  const comoUtc = Date.parse(`${texto.replace(' ', 'T')}Z`);
  const primera = comoUtc - desfaseEscuela(comoUtc);
  const segunda = comoUtc - desfaseEscuela(primera);
  return new Date(paredEscuela(new Date(segunda)).texto === texto ? segunda : primera);
}
