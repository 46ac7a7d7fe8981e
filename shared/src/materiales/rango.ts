/**
 * The date range of the bulk actions (generate periods, assign or remove activities, remove periods):
 * both dates required, ISO (a date or a date-time; the day is what counts), end not before start.
 */
import { z } from 'zod';
import { diasEntre, fechaIso } from './fechas';

export const mensajesRango = {
  fechas: 'Por favor seleccione fecha de inicio y fin',
  orden: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  fechaInvalida: 'La fecha no es válida',
  demasiadoLargo: 'El rango de fechas no puede superar los 2 años',
} as const;

/** Longest range a bulk action accepts, in days (a school year is about 300). */
export const DIAS_MAXIMOS_RANGO = 731;

export const fechaRango = z
  .string({ error: mensajesRango.fechas })
  .trim()
  .min(1, { message: mensajesRango.fechas, abort: true })
  .max(40, { message: mensajesRango.fechaInvalida, abort: true })
  .refine((v) => fechaIso(v) !== null, { message: mensajesRango.fechaInvalida, abort: true })
  .transform((v) => fechaIso(v)!);

/** Adds the order and length checks to an object holding `fechaInicio` and `fechaFin`. */
export function conRangoValido<S extends z.ZodType<{ fechaInicio: string; fechaFin: string }>>(schema: S) {
  return schema
    .refine((v) => v.fechaFin >= v.fechaInicio, { message: mensajesRango.orden, path: ['fechaFin'] })
    .refine((v) => v.fechaFin < v.fechaInicio || diasEntre(v.fechaInicio, v.fechaFin) <= DIAS_MAXIMOS_RANGO, {
      message: mensajesRango.demasiadoLargo,
      path: ['fechaFin'],
    });
}

export const rangoFechasSchema = conRangoValido(
  z.strictObject({ fechaInicio: fechaRango, fechaFin: fechaRango }),
);
export type RangoFechas = z.infer<typeof rangoFechasSchema>;
