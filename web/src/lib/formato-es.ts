/** Spanish display formats: money, hours, dates dd/MM/yyyy and school wall-clock times (shown in UTC). */
import { fechaDeTextoEs as leerFechaEs, textoDeFechaEs } from '@escuela/shared/common/entrada-es';

// One formatter each, built once: `toLocaleString` with options builds a new one on every call (~0.1 ms,
// ~100 times a formatter's own `format`), which a list of sessions paid per row on every render.
const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const numero1 = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const porcentaje = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 });
const conDecimales = new Map<number, Intl.NumberFormat>();
// School wall-clock times travel as ISO in UTC (DESIGN.md §4): read in UTC, they show the school's time.
const diaDeLaSemanaUtc = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', weekday: 'long' });
const horaUtc = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });

export const formatoEuros = (valor: number) => euros.format(valor);
/** A number with exactly `digitos` decimals ('12,5' for hours with 1, '30,40' for km with 2). */
export function formatoDecimal(valor: number, digitos: number): string {
  let formato = conDecimales.get(digitos);
  if (!formato) {
    formato = new Intl.NumberFormat('es-ES', {
      minimumFractionDigits: digitos,
      maximumFractionDigits: digitos,
    });
    conDecimales.set(digitos, formato);
  }
  return formato.format(valor);
}
export const formatoHoras = (horas: number) => `${numero1.format(horas)} h`;
export const formatoPorcentaje = (tasa: number) => porcentaje.format(tasa);

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export const formatoFecha = textoDeFechaEs;

/** What someone typed in a date field, read the Spanish way (d/m/aaaa or aaaa-mm-dd) → 'yyyy-MM-dd' or null. */
export const fechaDeTextoEs = (texto: string) => leerFechaEs(texto);

/** A local Date → 'yyyy-MM-dd' of that calendar day. */
export function claveDia(fecha: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${fecha.getFullYear()}-${p(fecha.getMonth() + 1)}-${p(fecha.getDate())}`;
}

/** A session time (school wall-clock as ISO with Z) → 'lunes, 02/03/2026 16:00', the same in every browser. */
export function formatoFechaHoraEscuela(iso: string): string {
  const fecha = new Date(iso);
  return `${diaDeLaSemanaUtc.format(fecha)}, ${formatoFecha(iso)} ${horaUtc.format(fecha)}`;
}

/** An instant (observations) in the browser's own time: 'dd/MM/yyyy HH:mm'. */
export function formatoInstante(iso: string): string {
  const f = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(f.getDate())}/${p(f.getMonth() + 1)}/${f.getFullYear()} ${p(f.getHours())}:${p(f.getMinutes())}`;
}

/** A session time (school wall-clock as ISO with Z) → 'dd/MM HH:mm' (spec 02 §9), read in UTC. */
export function formatoSesionCorta(iso: string): string {
  const [, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m} ${iso.slice(11, 16)}`;
}

/** A session time → its time only, 'HH:mm'. */
export const formatoHoraEscuela = (iso: string) => iso.slice(11, 16);
