/**
 * Calendar dates as `yyyy-MM-dd` text, the way the API sends and the database stores them. Material
 * periods are weeks from Monday to Sunday (DESIGN.md §4).
 */
const FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** '2025-01-06' or an ISO date-time '2025-01-06T00:00:00.000Z' → '2025-01-06'; null when not a real date. */
export function fechaIso(valor: string): string | null {
  const m = FECHA_ISO.exec(valor.trim());
  if (!m) return null;
  const y = Number(m[1]);
  const mes = Number(m[2]);
  const d = Number(m[3]);
  const f = new Date(Date.UTC(y, mes - 1, d));
  if (f.getUTCFullYear() !== y || f.getUTCMonth() !== mes - 1 || f.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const aFecha = (iso: string) => new Date(`${iso}T00:00:00Z`);
const aIso = (d: Date) => d.toISOString().slice(0, 10);

export function sumarDias(iso: string, dias: number): string {
  const d = aFecha(iso);
  d.setUTCDate(d.getUTCDate() + dias);
  return aIso(d);
}

/** The Monday of the week holding `iso`. */
export function lunesDe(iso: string): string {
  const diaSemana = (aFecha(iso).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return sumarDias(iso, -diaSemana);
}

/** Days from `desde` to `hasta` (negative when `hasta` is earlier). */
export function diasEntre(desde: string, hasta: string): number {
  return Math.round((aFecha(hasta).getTime() - aFecha(desde).getTime()) / 86_400_000);
}

/** The Monday–Sunday weeks that hold any day of [inicio, fin]. */
export function semanasDe(inicio: string, fin: string): { fechaInicio: string; fechaFin: string }[] {
  const semanas: { fechaInicio: string; fechaFin: string }[] = [];
  for (let lunes = lunesDe(inicio); lunes <= fin; lunes = sumarDias(lunes, 7)) {
    semanas.push({ fechaInicio: lunes, fechaFin: sumarDias(lunes, 6) });
  }
  return semanas;
}
