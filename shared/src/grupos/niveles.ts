/** The eight teacher levels (spec §9), in order; "within 2 levels" compares their position (`orden`). */
import { compararEs } from '../common/texto-es';

export const NIVELES = [
  'Preescholers I',
  'Preescholers II',
  'Kids I',
  'Kids II',
  'Kids III',
  'Junior I',
  'Junior II',
  'Junior III',
] as const;
export type NombreNivel = (typeof NIVELES)[number];

/** 1-based position of a level name (as `niveles.orden`), or undefined for an unknown name. */
export function ordenDeNivel(nombre: string): number | undefined {
  const i = (NIVELES as readonly string[]).indexOf(nombre);
  return i === -1 ? undefined : i + 1;
}

/** Sorts level names by their order; unknown names go last, alphabetically. */
export function ordenarNiveles(nombres: readonly string[]): string[] {
  const clave = (n: string) => ordenDeNivel(n) ?? Number.POSITIVE_INFINITY;
  return [...nombres].sort((a, b) => clave(a) - clave(b) || compararEs(a, b));
}

/** Distance between two levels by `orden`. */
export function distanciaNiveles(a: number, b: number): number {
  return Math.abs(a - b);
}

/** Spec doc 2 §9: an activity is offered when its level is within 2 of the group's. */
export function dentroDeDosNiveles(ordenGrupo: number, ordenActividad: number): boolean {
  return distanciaNiveles(ordenGrupo, ordenActividad) <= 2;
}
