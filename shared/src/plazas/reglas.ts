/**
 * The enrolment lifecycle's rules (DESIGN.md §11, decision 047), pure: the waiting list's order, an
 * offer's expiry and a family's baja date (the terms' 15-day rule). The server saves what they say; the
 * portal shows the same baja date before the family confirms.
 */
import { sumarDias } from '../materiales/fechas';

/** What decides a child's place on a group's waiting list. */
export interface ClaveEspera {
  /** A brother or sister already enrolled in the group. */
  hermano: boolean;
  /** The family is an AMPA member. */
  ampa: boolean;
  /** When the family asked (ISO instant or Date). */
  solicitadaAt: Date | string;
}

const ms = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/** < 0 when `a` goes before `b`: siblings first, then AMPA members, then the earlier request. */
export function compararEspera(a: ClaveEspera, b: ClaveEspera): number {
  if (a.hermano !== b.hermano) return a.hermano ? -1 : 1;
  if (a.ampa !== b.ampa) return a.ampa ? -1 : 1;
  return ms(a.solicitadaAt) - ms(b.solicitadaAt);
}

/**
 * Where (1-based) a new request goes in a list already in order (the office may have reordered it):
 * before the first child the rules rank strictly after it, else at the end. A manual reorder stays.
 */
export function posicionDeNueva(nueva: ClaveEspera, lista: readonly ClaveEspera[]): number {
  const i = lista.findIndex((e) => compararEspera(nueva, e) < 0);
  return (i === -1 ? lista.length : i) + 1;
}

/** An offer made at `desde` lasts `horas` (the setting, 72 by default). */
export function caducidadOferta(desde: Date, horas: number): Date {
  return new Date(desde.getTime() + horas * 3_600_000);
}

/** An offer can still be accepted until (not at) its expiry instant. */
export function ofertaViva(caduca: Date | string, ahora: Date): boolean {
  return ahora.getTime() < ms(caduca);
}

/** Days of notice the terms ask for before the next billing period (spec 01 §9). */
export const DIAS_PREAVISO_BAJA = 15;

const primeroDeMesDesde = (fecha: string): string => {
  if (fecha.endsWith('-01')) return fecha;
  const [a, m] = fecha.split('-').map(Number) as [number, number];
  return m === 12 ? `${a + 1}-01-01` : `${a}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The day a family's baja takes effect (the child's first day out), all dates yyyy-MM-dd on the school's
 * calendar: billing is monthly, so a baja starts a month; that month must begin on or after the date
 * asked for and at least 15 days after the request (`hoy`). Asked on 10 March for 20 March → 1 April;
 * asked on 20 March for 25 March → 1 May (1 April is only 12 days away).
 */
export function fechaEfectivaBaja(hoy: string, fecha: string): string {
  const minima = sumarDias(hoy, DIAS_PREAVISO_BAJA);
  return primeroDeMesDesde(fecha > minima ? fecha : minima);
}
