/**
 * Dates of a family's rights (RGPD art. 12.3, decision 046): an erasure request is answered within one
 * calendar month; a family with no active child for `meses` months is listed for anonymisation.
 */

function partes(fechaIso: string): [number, number, number] {
  const [a, m, d] = fechaIso.split('-').map(Number);
  return [a!, m!, d!];
}

const iso = (a: number, m: number, d: number) =>
  `${String(a).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const diasDelMes = (a: number, m: number) => new Date(Date.UTC(a, m, 0)).getUTCDate();

/**
 * The same day `meses` months later (or earlier, when negative); when that month is shorter, its last
 * day (31 January + 1 month = 28 or 29 February), as a month is counted from date to date.
 */
export function sumarMeses(fechaIso: string, meses: number): string {
  const [a, m, d] = partes(fechaIso);
  const indice = a * 12 + (m - 1) + meses;
  const anio = Math.floor(indice / 12);
  const mes = (indice % 12) + 1;
  return iso(anio, mes, Math.min(d, diasDelMes(anio, mes)));
}

/** The legal due date of an erasure request made on `solicitud` (yyyy-MM-dd): one month. */
export function fechaLimiteSupresion(solicitud: string): string {
  return sumarMeses(solicitud, 1);
}

/** Families whose last active child left before this date are due for anonymisation. */
export function fechaCorteRetencion(hoy: string, meses: number): string {
  return sumarMeses(hoy, -meses);
}
