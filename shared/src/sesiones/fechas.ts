/**
 * Dates of the sessions' contract: a calendar day is `yyyy-MM-dd`; a session time is school wall-clock
 * time (DESIGN.md §4), accepted as `yyyy-MM-ddTHH:mm[:ss[.sss]][Z]` and sent back as ISO ending in Z.
 */
import { z } from 'zod';
import { isFechaIsoValida } from '../common/campos';
export { diasEntre, sumarDias } from '../materiales/fechas';

const FECHA_HORA = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?Z?$/;

/** '2026-03-02T16:00' / '2026-03-02T16:00:00.000Z' → '2026-03-02 16:00:00' (what the column stores), or null. */
export function normalizarFechaHora(valor: string): string | null {
  const m = FECHA_HORA.exec(valor.trim());
  if (!m || !isFechaIsoValida(m[1]!)) return null;
  return `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}`;
}

/** The school's time zone: session times are its wall-clock time (DESIGN.md §4). */
export const ZONA_ESCUELA = 'Europe/Madrid';

/** Built on first use and kept: a formatter with a time zone costs ~40 times one `format` to build. */
let relojEscuela: Intl.DateTimeFormat | undefined;

/** `now` on the school's wall clock, 'yyyy-MM-dd HH:mm:ss' (what `sesiones.fecha` stores). */
export function ahoraEnEscuela(now = new Date()): string {
  relojEscuela ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONA_ESCUELA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const partes = relojEscuela.formatToParts(now);
  const v = (tipo: Intl.DateTimeFormatPartTypes) => partes.find((p) => p.type === tipo)!.value;
  return `${v('year')}-${v('month')}-${v('day')} ${v('hour')}:${v('minute')}:${v('second')}`;
}

/** A required calendar day `yyyy-MM-dd`, with the given message when missing or not a real date. */
export const diaSchema = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .trim()
    .min(1, { message: mensaje, abort: true })
    .refine(isFechaIsoValida, 'La fecha no es válida');

/** Weekday of a `yyyy-MM-dd` day: 0 = Sunday … 6 = Saturday (the horario's numbering). */
export function diaDeLaSemana(dia: string): number {
  return new Date(`${dia}T00:00:00Z`).getUTCDay();
}

/** The school year (Sept–June) a day belongs to, by its starting year: 2026-11-22 → 2026, 2027-03-01 → 2026. July and August count as the start of the next one. */
export function cursoEscolarDe(dia: string): number {
  const anio = Number(dia.slice(0, 4));
  const mes = Number(dia.slice(5, 7));
  return mes >= 7 ? anio : anio - 1;
}

/** 30 June that ends the school year of `dia` (generation's default end, DESIGN.md §4). */
export function finDeCursoEscolar(dia: string): string {
  return `${cursoEscolarDe(dia) + 1}-06-30`;
}

/** The school year starting in September of `anio`: 1 Sept → 31 Aug. */
export const rangoCursoEscolar = (anio: number) => ({ desde: `${anio}-09-01`, hasta: `${anio + 1}-08-31` });
