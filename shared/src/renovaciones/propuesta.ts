/**
 * The school-year renewal's proposal (issue 26, decision 052), pure: which school year a child will be in
 * next year, and which group of the same school the office proposes for it — the same group while the
 * child has not outgrown its level, else the group of the next level up that still takes the child, or none.
 */
import type { NombreNivel } from '../grupos/niveles';
import { CURSO_VALORES, cursoDeNacimiento, type CursoEscolar } from '../padres/inscripcion';

/** The school years each teaching level takes (the courses' age bands, spec §1). */
export const CURSOS_DE_NIVEL: Record<NombreNivel, readonly CursoEscolar[]> = {
  'Preescholers I': ['1INF', '2INF'],
  'Preescholers II': ['3INF'],
  'Kids I': ['1', '2'],
  'Kids II': ['3'],
  'Kids III': ['4'],
  'Junior I': ['5', '6'],
  'Junior II': ['1ESO', '2ESO'],
  'Junior III': ['3ESO', '4ESO'],
};

const posicion = (curso: string) => (CURSO_VALORES as readonly string[]).indexOf(curso);

/**
 * The school year a child will be in during the school year starting in September of `anio`: the one after
 * the stored `curso` (the office's record, which knows a repeated year), else the one of the birth date,
 * else null (unknown; also after 2º Bachillerato).
 */
export function cursoSiguiente(
  alumno: { curso: string | null; fechaNacimiento: string | null },
  anio: number,
): CursoEscolar | null {
  const actual = alumno.curso ? posicion(alumno.curso) : -1;
  if (actual >= 0) return CURSO_VALORES[actual + 1] ?? null;
  if (alumno.fechaNacimiento) return cursoDeNacimiento(alumno.fechaNacimiento, `${anio}-09-01`);
  return null;
}

/**
 * Whether a child in school year `curso` has outgrown the level (is past the last school year it takes);
 * undefined for a level the table does not know.
 */
export function superaNivel(nivel: string, curso: CursoEscolar): boolean | undefined {
  const cursos = (CURSOS_DE_NIVEL as Record<string, readonly CursoEscolar[] | undefined>)[nivel];
  if (!cursos || cursos.length === 0) return undefined;
  return posicion(curso) > Math.max(...cursos.map(posicion));
}

export interface GrupoDePropuesta {
  id: number;
  colegioId: number;
  /** The level's name (`niveles.nombre`) and order (`niveles.orden`). */
  nivel: string;
  nivelOrden: number;
}

export type MotivoPropuesta = 'mismo_grupo' | 'siguiente_nivel' | 'sin_grupo';

/**
 * The proposed group for next year. The same group when the child's next school year is unknown, or the
 * level still takes it (or is not in the table); else, among the school's groups of a higher level, the
 * first (lowest level, then lowest id) whose level the child has not outgrown; else none.
 */
export function proponerGrupo(
  actual: GrupoDePropuesta,
  curso: CursoEscolar | null,
  grupos: readonly GrupoDePropuesta[],
): { grupoId: number | null; motivo: MotivoPropuesta } {
  if (curso === null || superaNivel(actual.nivel, curso) !== true) {
    return { grupoId: actual.id, motivo: 'mismo_grupo' };
  }
  const siguiente = grupos
    .filter(
      (g) =>
        g.colegioId === actual.colegioId &&
        g.nivelOrden > actual.nivelOrden &&
        superaNivel(g.nivel, curso) === false,
    )
    .sort((a, b) => a.nivelOrden - b.nivelOrden || a.id - b.id)[0];
  return siguiente
    ? { grupoId: siguiente.id, motivo: 'siguiente_nivel' }
    : { grupoId: null, motivo: 'sin_grupo' };
}
