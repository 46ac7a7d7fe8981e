/**
 * Dates and numbers as a Spanish office writes them, read by our own rules whatever the browser's or the
 * spreadsheet's language (decision 037): dates dd/mm/aaaa, numbers with a decimal comma and dots that
 * group thousands. The kit's date and number fields and the spreadsheet imports share these functions.
 * No zod here: the import's worker loads it.
 */

const p2 = (n: number) => String(n).padStart(2, '0');

/** A real calendar day → 'yyyy-MM-dd'; null for 31/04 or 29/02 of a common year. */
export function fechaReal(y: number, m: number, d: number): string | null {
  if (y < 1 || y > 9999) return null;
  const f = new Date(Date.UTC(2000, m - 1, d));
  f.setUTCFullYear(y);
  if (f.getUTCFullYear() !== y || f.getUTCMonth() !== m - 1 || f.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${p2(m)}-${p2(d)}`;
}

/**
 * 'd/m/aaaa' (also with '-' or '.') or 'aaaa-mm-dd' (also with '/' or '.') → 'yyyy-MM-dd'; null when it
 * is not a real date. Two-digit years only with `anioCorto` (spreadsheets): 20yy up to that day's year,
 * 19yy after it; a form asks for four digits.
 */
export function fechaDeTextoEs(texto: string, opciones: { anioCorto?: Date } = {}): string | null {
  const t = texto.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) return fechaReal(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(t);
  if (!m) return null;
  let y = Number(m[3]);
  if (m[3]!.length === 2) {
    if (!opciones.anioCorto) return null;
    y += y <= opciones.anioCorto.getFullYear() % 100 ? 2000 : 1900;
  }
  return fechaReal(y, Number(m[2]), Number(m[1]));
}

/** 'yyyy-MM-dd' (or a longer ISO string) → 'dd/MM/yyyy'; '' for nothing. */
export function textoDeFechaEs(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * What a date field shows while someone types: digits get their slashes ('03022027' → '03/02/2027',
 * '3/2' stays), '-' and '.' become '/', anything else is dropped; at most dd/mm/aaaa. A pasted ISO date
 * is left as it is (it is read, then shown as dd/mm/aaaa, when the field is left).
 */
export function mascaraFecha(texto: string): string {
  const t = texto.trim();
  if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/.test(t)) return t;
  const partes = [''];
  for (const c of t) {
    const i = partes.length - 1;
    if (/\d/.test(c)) {
      if (i < 2 && partes[i]!.length === 2) partes.push(c);
      else if (partes[i]!.length < (i === 2 ? 4 : 2)) partes[i] += c;
    } else if (/[-/.]/.test(c) && i < 2 && partes[i] !== '') {
      partes.push('');
    }
  }
  return partes.join('/');
}

/**
 * A number written the Spanish way: '17,5' → 17.5, '1.234,5' → 1234.5, '1.234' → 1234 (a dot before
 * groups of exactly three digits groups thousands), '3.5' → 3.5, '17,' → 17, ',5' → 0.5. Spaces are
 * ignored. Null when it is not a number ('1,2,3', '12a', '').
 */
export function numeroDeTextoEs(texto: string): number | null {
  let t = texto.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[-+]?[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  if (t.includes(',')) {
    if (!/^[-+]?(\d{1,3}(\.\d{3})+|\d*),\d*$/.test(t)) return null;
    t = t.replace(/\./g, '').replace(',', '.');
  } else if (/^[-+]?\d{1,3}(\.\d{3})+$/.test(t)) {
    t = t.replace(/\./g, '');
  } else if (!/^[-+]?\d*\.?\d*$/.test(t)) {
    return null;
  }
  const n = Number(t.endsWith('.') ? t.slice(0, -1) : t);
  return Number.isFinite(n) ? n : null;
}

/**
 * A number as a field shows it: decimal comma, no thousands dots (so it reads back the same), at most
 * `decimales` decimals, exactly that many when `fijos` (money: '17,50'). '' for nothing or NaN.
 */
export function textoDeNumeroEs(
  n: number | null | undefined,
  { decimales = 2, fijos = false }: { decimales?: number; fijos?: boolean } = {},
): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return n.toLocaleString('es-ES', {
    useGrouping: false,
    minimumFractionDigits: fijos ? decimales : 0,
    maximumFractionDigits: decimales,
  });
}

/** A time of day in 24 h as people type it: '16:00', '9:30', '9.30', '1600', '16' → 'HH:mm'; null otherwise. */
export function horaDeTextoEs(texto: string): string | null {
  const t = texto.trim();
  const m = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(t);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2] ?? '0')];
  return h <= 23 && min <= 59 ? `${p2(h)}:${p2(min)}` : null;
}

/** What a time field shows while someone types: '1600' → '16:00', '.' and 'h' become ':', at most hh:mm. */
export function mascaraHora(texto: string): string {
  const t = texto
    .trim()
    .replace(/[.h]/g, ':')
    .replace(/[^\d:]/g, '');
  const [h = '', ...resto] = t.split(':');
  if (resto.length === 0) return h.length > 2 ? `${h.slice(0, 2)}:${h.slice(2, 4)}` : h;
  return `${h.slice(0, 2)}:${resto.join('').slice(0, 2)}`;
}
