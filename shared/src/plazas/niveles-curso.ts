/**
 * Which teaching levels (the groups' `nivel`) make each public course (decision 047): the course pages show
 * the groups of these levels. Teens II has no level yet, so its page shows none.
 */
import type { CursoSlug } from '../cursos/curso-slugs';
import type { NombreNivel } from '../grupos/niveles';

export const NIVELES_DE_CURSO: Record<CursoSlug, readonly NombreNivel[]> = {
  preschoolers: ['Preescholers I', 'Preescholers II'],
  'kids-i': ['Kids I'],
  'kids-ii': ['Kids II', 'Kids III'],
  'junior-i': ['Junior I'],
  'junior-ii': ['Junior II'],
  'teens-i': ['Junior III'],
  'teens-ii': [],
};
