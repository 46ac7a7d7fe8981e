/**
 * Cell values as Spanish spreadsheets write them, parsed by our own rules: libraries guess (01/09/2025 read
 * as 9 January, 1.234 read as one point two), so dates are dd/mm/yyyy and numbers use a decimal comma.
 */
import { fechaDeTextoEs, numeroDeTextoEs } from '@escuela/shared/common/entrada-es';
import { plegar } from '@escuela/shared/common/texto-es';
import { CURSOS_ESCOLARES } from '@escuela/shared/padres/inscripcion';

/** A cell as the readers hand it over: text, a number, a date already known to be one, or nothing. */
export type Celda = string | number | { fecha: string } | null;

const p2 = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet serial day number (1900 system, or 1904) → yyyy-MM-dd. */
export function fechaDeSerial(serial: number, sistema1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const base = sistema1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const f = new Date(base + Math.floor(serial) * 86_400_000);
  return `${f.getUTCFullYear()}-${p2(f.getUTCMonth() + 1)}-${p2(f.getUTCDate())}`;
}

/**
 * dd/mm/yyyy (also d/m/yy, with '-' or '.'), or yyyy-mm-dd; a trailing time is ignored. Two-digit years
 * are 20yy up to the current year and 19yy after it. Null when it is not a real date (`fechaDeTextoEs`).
 */
export function parseFechaEs(valor: Celda, hoy = new Date()): string | null {
  if (valor === null) return null;
  if (typeof valor === 'object') return valor.fecha;
  if (typeof valor === 'number') return fechaDeSerial(valor);
  const texto = valor.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?Z?$/, '');
  return fechaDeTextoEs(texto, { anioCorto: hoy });
}

/** A number written the Spanish way (`numeroDeTextoEs`: '1.234,5' → 1234.5); a number cell as it is. */
export function parseNumeroEs(valor: Celda): number | null {
  if (valor === null || typeof valor === 'object') return null;
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  return numeroDeTextoEs(valor);
}

/** The text of a cell: numbers without exponent or '.0' (a phone typed into a number cell stays 612345678). */
export function textoDeCelda(valor: Celda): string {
  if (valor === null) return '';
  if (typeof valor === 'object') return valor.fecha;
  if (typeof valor === 'number') {
    if (Number.isInteger(valor)) return BigInt(valor).toString();
    return String(valor);
  }
  return valor.trim();
}

/**
 * Lower case, no accents, no punctuation, single spaces: 'Fecha de Nacimiento' → 'fecha de nacimiento'.
 * The project's folding (`plegarTexto`) after the punctuation a header or a course may carry.
 */
export function normalizarTexto(valor: string): string {
  return plegar(valor)
    .replace(/[º°ª.:_()/\\-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A course as people write it → the stored value: '3º Primaria', '3 primaria', '3EP', '3' → '3';
 * '1º ESO' → '1ESO'; '2º Bachillerato', '2 bach' → '2BACH'; '1º Infantil', 'I3'… → '1INF'. Null when unknown.
 */
export function normalizarCurso(valor: string): string | null {
  const t = normalizarTexto(valor).replace(/\s/g, '');
  if (!t) return null;
  const exacto = CURSOS_ESCOLARES.find(
    (c) => c.value.toLowerCase() === t || normalizarTexto(c.label).replace(/\s/g, '') === t,
  );
  if (exacto) return exacto.value;
  const m = /^(\d)(primaria|prim|pri|ep|eso|bachillerato|bach|bto|infantil|inf|ei)?$/.exec(t);
  if (!m) return null;
  const n = m[1]!;
  const etapa = m[2] ?? 'primaria';
  const valorCurso = /^(primaria|prim|pri|ep)$/.test(etapa)
    ? n
    : etapa === 'eso'
      ? `${n}ESO`
      : /^(bachillerato|bach|bto)$/.test(etapa)
        ? `${n}BACH`
        : `${n}INF`;
  return CURSOS_ESCOLARES.some((c) => c.value === valorCurso) ? valorCurso : null;
}
