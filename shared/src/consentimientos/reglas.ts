/**
 * Ages and pending consents (DESIGN.md §10, LOPDGDD art. 7): pure, table-tested. Dates are calendar days
 * written yyyy-MM-dd (the school's calendar).
 */
import type { AmbitoImagen, TipoConsentimiento } from './textos';

/** Under this age the decision is the parent's; reaching it makes every consent pending again. */
export const EDAD_CONSENTIMIENTO_PROPIO = 14;

const partes = (f: string) => f.split('-').map(Number) as [number, number, number];

/**
 * Whole years from `nacimiento` to `fecha` (both yyyy-MM-dd). A birthday on 29 February is reached on
 * 28 February in a common year (Código Civil art. 5: a month without that day ends on its last day).
 */
export function edadEn(nacimiento: string, fecha: string): number {
  const [an, mn, dn] = partes(nacimiento);
  const [af, mf, df] = partes(fecha);
  const bisiesto = (a: number) => (a % 4 === 0 && a % 100 !== 0) || a % 400 === 0;
  const diaCumple = mn === 2 && dn === 29 && !bisiesto(af) ? 28 : dn;
  const yaCumplio = mf > mn || (mf === mn && df >= diaCumple);
  return af - an - (yaCumplio ? 0 : 1);
}

/** A decision: a yes/no, or per scope for the image. */
export type DecisionConsentimiento = boolean | Record<AmbitoImagen, boolean>;

/** The last decision recorded for a child and a type, as the rule needs it. */
export interface UltimoConsentimiento {
  version: string;
  /** The child's age when it was given (null: birth date unknown then). */
  edad: number | null;
}

/**
 * Whether a child's consent of one type must be asked (again): nothing recorded, a decision on another
 * version of the text, or a decision given before 14 by a child who has turned 14 since.
 */
export function consentimientoPendiente(
  ultimo: UltimoConsentimiento | null,
  versionActual: string,
  edadHoy: number | null,
): boolean {
  if (!ultimo) return true;
  if (ultimo.version !== versionActual) return true;
  if (edadHoy !== null && edadHoy >= EDAD_CONSENTIMIENTO_PROPIO) {
    return ultimo.edad === null || ultimo.edad < EDAD_CONSENTIMIENTO_PROPIO;
  }
  return false;
}

/**
 * "Sin fotos" on the attendance screen: no image decision recorded, or one that refuses the school's own
 * use (without it no photo of the child may be taken at all).
 */
export function sinFotos(decision: DecisionConsentimiento | null | undefined): boolean {
  if (decision == null || typeof decision === 'boolean') return decision !== true;
  return !decision.interno;
}

export type { TipoConsentimiento };
