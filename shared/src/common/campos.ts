/**
 * Field contracts (DESIGN.md §5): every schema builds its fields from these, so the rules that keep
 * hostile values away from the database live once. Ids are positive 32-bit integers (a JSON `true` or
 * `1.5` is not one, nor is '1e3' in a query), dates are real calendar dates written yyyy-MM-dd, texts are
 * well-formed Unicode without NUL bytes (PostgreSQL refuses both: NUL in `text`, a lone surrogate in
 * `json`). This is the only NUL/Unicode check: route() walks nothing (decision 028).
 * Each builder takes the field's Spanish message, so the form shows the same words the API answers.
 */
import { z } from 'zod';
import { mensajesCampo } from './errors';
import { isIbanValido, normalizarIban } from './iban';

/** The largest value of a PostgreSQL `integer` (identity keys, counts). */
export const MAX_ID = 2_147_483_647;

/**
 * Text PostgreSQL can store: no NUL byte and no lone UTF-16 surrogate (a high one not followed by a low
 * one, or a low one alone). One pass over the code units, no regular expression, any browser.
 */
export function textoValido(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdfff) {
      const siguiente = v.charCodeAt(i + 1);
      if (c > 0xdbff || !(siguiente >= 0xdc00 && siguiente <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}

/** Any text: trimmed, at most `max` characters (else `mensaje`), valid (`textoValido`). */
export const texto = (max: number, mensaje: string = mensajesCampo.demasiadoLargo, mensajeTipo = mensaje) =>
  z
    .string({ error: mensajeTipo })
    .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
    .trim()
    .max(max, mensaje);

/** A required text: `mensaje` when absent or blank. */
export const textoRequerido = (
  mensaje: string,
  max = 200,
  mensajeLargo: string = mensajesCampo.demasiadoLargo,
) =>
  z
    .string({ error: mensaje })
    .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
    .trim()
    .min(1, mensaje)
    .max(max, mensajeLargo);

/** Absent stays absent (a partial update keeps the field); blank becomes null (clears it). */
export const vacioANull = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null);

/** An optional text: absent, null or blank → null (absent stays undefined for partial updates). */
export const textoOpcional = (max: number, mensaje: string = mensajesCampo.demasiadoLargo) =>
  texto(max, mensaje).nullish().transform(vacioANull);

/** 9 or more digits, written with digits, spaces, '+', '-', '.', '/' or parentheses. */
export function isTelefonoValido(v: string): boolean {
  return /^\+?[\d\s.()/-]+$/.test(v) && v.replace(/\D/g, '').length >= 9;
}

/** A phone number (see `isTelefonoValido`), at most `max` characters; `mensajeVacio` when absent or blank. */
export const telefono = (mensaje: string = mensajesCampo.telefono, max = 20, mensajeVacio = mensaje) =>
  z
    .string({ error: mensajeVacio })
    .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
    .trim()
    .min(1, { message: mensajeVacio, abort: true })
    .max(max, { message: mensaje, abort: true })
    .refine(isTelefonoValido, mensaje);

/** An optional phone: absent, null or blank → null. */
export const telefonoOpcional = (mensaje: string, max = 20) =>
  texto(max, mensaje)
    .nullish()
    .transform(vacioANull)
    .refine((v) => v == null || isTelefonoValido(v), mensaje);

/** A required IBAN (`isIbanValido`: its country's rules), stored normalised (no spaces, upper case). */
export const iban = (mensajeVacio: string, mensaje: string = mensajesCampo.iban) =>
  z
    .string({ error: mensajeVacio })
    .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
    .trim()
    .min(1, { message: mensajeVacio, abort: true })
    .max(60, { message: mensaje, abort: true })
    .transform(normalizarIban)
    .refine(isIbanValido, mensaje);

/** An optional IBAN: absent stays absent, null or blank → null, anything else a valid IBAN. */
export const ibanOpcional = (mensaje: string = mensajesCampo.iban) =>
  texto(60, mensaje)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? normalizarIban(v) : null))
    .refine((v) => v == null || isIbanValido(v), mensaje);

const FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd (2025-02-30 is not). */
export function isFechaIsoValida(v: string): boolean {
  const m = FECHA_ISO.exec(v);
  if (!m) return false;
  const [anio, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(anio, mes - 1, dia));
  return anio >= 1 && d.getUTCFullYear() === anio && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
}

/** A required date yyyy-MM-dd that exists in the calendar. */
export const fecha = (mensaje: string = mensajesCampo.fecha) =>
  z.string({ error: mensaje }).trim().refine(isFechaIsoValida, { message: mensaje, abort: true });

/** An optional date: absent, null or blank → null. */
export const fechaOpcional = (mensaje: string = mensajesCampo.fecha) =>
  z
    .string({ error: mensaje })
    .trim()
    .nullish()
    .transform(vacioANull)
    .refine((v) => v == null || isFechaIsoValida(v), { message: mensaje, abort: true });

/** Today as yyyy-MM-dd in the local calendar (the browser's, or the server's). */
export function hoyISO(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** An id in a JSON body: a positive 32-bit integer. */
export const id = (mensaje: string = mensajesCampo.id) =>
  z.number({ error: mensaje }).int(mensaje).min(1, mensaje).max(MAX_ID, mensaje);

/**
 * A whole number from a query string (or a JSON number): optional '-' and digits only, so no `true`,
 * '', ' 7', '1e3', '0x1F' or '1.0' (what `z.coerce.number` would turn into numbers).
 */
const enteroDe = (mensaje: string, mensajeVacio = mensaje) => {
  // Each branch carries the message too: a form's resolver shows the closest branch's issue, not the union's.
  const error = (issue: { input?: unknown }) => (issue.input === undefined ? mensajeVacio : mensaje);
  return z
    .union([z.string({ error }), z.number({ error })], { error })
    .transform(String)
    .pipe(z.string().regex(/^-?\d{1,10}$/, { message: mensaje, abort: true }))
    .transform(Number);
};

/** An id in a query string or path (the client may pass a number): digits only, a positive 32-bit integer. */
export const idTexto = (mensaje: string = mensajesCampo.id) => enteroDe(mensaje).pipe(id(mensaje));

/** A whole number read from a query string, between `min` and `max` (both within 32 bits). */
export const enteroTexto = (
  min: number,
  max: number,
  mensaje: string = mensajesCampo.numero,
  mensajeVacio = mensaje,
) =>
  enteroDe(mensaje, mensajeVacio).pipe(
    z.number({ error: mensaje }).int(mensaje).min(min, mensaje).max(Math.min(max, MAX_ID), mensaje),
  );

/** `page` and `limit` of a paginated list (`limit` up to `maxLimit`, `porDefecto` when absent). */
export const paginacion = (porDefecto = 50, maxLimit = 200) => ({
  page: enteroTexto(1, 1_000_000, mensajesCampo.pagina).default(1),
  limit: enteroTexto(1, maxLimit, mensajesCampo.limite).default(porDefecto),
});

/** The answer's page block of a paginated list. */
export interface Paginacion {
  total: number;
  totalPaginas: number;
  paginaActual: number;
  porPagina: number;
}

/** `Paginacion` as a response schema. */
export const paginacionSchema = z.object({
  total: z.number(),
  totalPaginas: z.number(),
  paginaActual: z.number(),
  porPagina: z.number(),
}) satisfies z.ZodType<Paginacion>;

/** The page block of `total` rows shown `porPagina` at a time, on page `pagina`. */
export const paginacionDe = (total: number, pagina: number, porPagina: number): Paginacion => ({
  total,
  totalPaginas: Math.max(1, Math.ceil(total / porPagina)),
  paginaActual: pagina,
  porPagina,
});
