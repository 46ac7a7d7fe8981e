/**
 * Enrolment options of spec §9: school year (curso escolar, not to be confused with the seven robotics
 * courses of `cursos/`), class letters and the birth-date range.
 */
import { cursoEscolarDe } from '../sesiones/fechas';

export const CURSOS_ESCOLARES = [
  { value: '1INF', label: '1º Infantil' },
  { value: '2INF', label: '2º Infantil' },
  { value: '3INF', label: '3º Infantil' },
  { value: '1', label: '1º Primaria' },
  { value: '2', label: '2º Primaria' },
  { value: '3', label: '3º Primaria' },
  { value: '4', label: '4º Primaria' },
  { value: '5', label: '5º Primaria' },
  { value: '6', label: '6º Primaria' },
  { value: '1ESO', label: '1º ESO' },
  { value: '2ESO', label: '2º ESO' },
  { value: '3ESO', label: '3º ESO' },
  { value: '4ESO', label: '4º ESO' },
  { value: '1BACH', label: '1º Bachillerato' },
  { value: '2BACH', label: '2º Bachillerato' },
] as const;
export type CursoEscolar = (typeof CURSOS_ESCOLARES)[number]['value'];
export const CURSO_VALORES = CURSOS_ESCOLARES.map((c) => c.value) as [CursoEscolar, ...CursoEscolar[]];

/** A–G, and Z for a class without a letter. */
export const LETRAS = [
  ...['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((l) => ({ value: l, label: l })),
  { value: 'Z', label: 'Sin letra' },
] as const;
export const LETRA_VALORES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Z'] as const;
export type Letra = (typeof LETRA_VALORES)[number];

export const FECHA_NACIMIENTO_MINIMA = '1990-01-01';

/** The label of a stored course value ('3' → '3º Primaria'); unknown values are shown as they are. */
export function cursoLabel(curso: string | null | undefined): string {
  if (!curso) return '';
  return CURSOS_ESCOLARES.find((c) => c.value === curso)?.label ?? curso;
}

/** 'Sin letra' for Z, the letter otherwise. */
export function letraLabel(letra: string | null | undefined): string {
  if (!letra) return '';
  return letra === 'Z' ? 'Sin letra' : letra;
}

/**
 * The school year (curso escolar) a child born on `fechaNacimiento` is in on `hoy` (both 'yyyy-MM-dd'), by
 * the Spanish rule: a year group is the children born in one calendar year, and 1º Primaria is the year they
 * turn 6 in the calendar year the school year starts (`cursoEscolarDe`: July on counts as the next). Null outside 1º Infantil–2º Bachillerato.
 */
export function cursoDeNacimiento(fechaNacimiento: string, hoy: string): CursoEscolar | null {
  const edadEnElAnioDeInicio = cursoEscolarDe(hoy) - Number(fechaNacimiento.slice(0, 4));
  return CURSOS_ESCOLARES[edadEnElAnioDeInicio - 3]?.value ?? null;
}
