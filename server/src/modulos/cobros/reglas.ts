/**
 * The rules of mandates and receipt states (DESIGN.md §9, decision 041), pure: the services load the rows,
 * ask these, and write what they answer in one transaction.
 */
import {
  sumarDias,
  type EstadoMandato,
  type EstadoRecibo,
  type MetodoCobro,
  type Secuencia,
} from '@escuela/shared';

/** A mandate lapses after 36 months without a collection (REFERENCES.md, SEPA rulebook). */
export const MESES_CADUCIDAD_MANDATO = 36;

export interface MandatoRegla {
  estado: EstadoMandato;
  secuencia: Secuencia;
  fechaFirma: string | null;
  /** Collection date of the last remittance that included it. */
  ultimoUso: string | null;
}

/** 'yyyy-MM-dd' + n months, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function sumarMeses(dia: string, meses: number): string {
  const [y, m, d] = dia.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + meses;
  const anio = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${anio}-${p(mes)}-${p(Math.min(d, ultimo))}`;
}

/** The day an active mandate lapses: 36 months after its last use, or after its signature if never used. */
export function caducidadMandato(m: Pick<MandatoRegla, 'fechaFirma' | 'ultimoUso'>): string | null {
  const desde = m.ultimoUso ?? m.fechaFirma;
  return desde ? sumarMeses(desde, MESES_CADUCIDAD_MANDATO) : null;
}

/** The state a mandate is in on `hoy`: an active one past its 36 months is `caducado` (stored or not). */
export function estadoMandato(m: MandatoRegla, hoy: string): EstadoMandato {
  if (m.estado !== 'activo') return m.estado;
  const caduca = caducidadMandato(m);
  return caduca !== null && hoy >= caduca ? 'caducado' : 'activo';
}

/** A mandate usable for a collection on `hoy`. */
export const mandatoUsable = (m: MandatoRegla, hoy: string) => estadoMandato(m, hoy) === 'activo';

/**
 * What a remittance does to the mandate it uses: the sequence it goes with (FRST until a remittance has
 * included it), and the mandate afterwards (RCUR, last used on the collection date).
 */
export function usarMandato(
  m: MandatoRegla,
  fechaCobro: string,
): { secuencia: Secuencia; despues: Pick<MandatoRegla, 'secuencia' | 'ultimoUso'> } {
  return { secuencia: m.secuencia, despues: { secuencia: 'RCUR', ultimoUso: fechaCobro } };
}

/**
 * A family's account changed (registration or profile): a new IBAN ends the open mandate and starts a
 * pending one (FRST again); the same IBAN (however written) changes nothing; no IBAN ends it.
 */
export function cambioDeCuenta(
  abierto: { iban: string } | null,
  iban: string | null,
): 'nuevo' | 'igual' | 'terminar' | 'nada' {
  const limpio = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();
  if (!iban) return abierto ? 'terminar' : 'nada';
  if (abierto && limpio(abierto.iban) === limpio(iban)) return 'igual';
  return 'nuevo';
}

/** Receipt states: pendiente → emitido (remittance) → cobrado | devuelto; devuelto → emitido again. */
export const puedeMarcarseCobrado = (estado: EstadoRecibo) => estado !== 'cobrado';

export const puedeDevolverse = (estado: EstadoRecibo, metodo: MetodoCobro | null) =>
  estado === 'emitido' || (estado === 'cobrado' && metodo === 'domiciliacion');

/** The earliest collection date of a remittance made today: the families' notice period after it. */
export const fechaCobroMinima = (hoy: string, diasPreaviso: number) => sumarDias(hoy, diasPreaviso);
