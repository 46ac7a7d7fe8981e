/**
 * The seven courses' names and age bands (spec §1), kept apart from their long texts (`cursos.ts`) so the
 * landing page and the routing code stay small.
 */
export const CURSOS_RESUMEN = [
  { slug: 'preschoolers', titulo: 'Preschoolers', edades: '4-5 años' },
  { slug: 'kids-i', titulo: 'Kids I', edades: '6-7 años' },
  { slug: 'kids-ii', titulo: 'Kids II', edades: '8-9 años' },
  { slug: 'junior-i', titulo: 'Junior I', edades: '10-11 años' },
  { slug: 'junior-ii', titulo: 'Junior II', edades: '12-13 años' },
  { slug: 'teens-i', titulo: 'Teens I', edades: '14-15 años' },
  { slug: 'teens-ii', titulo: 'Teens II', edades: '16-17 años' },
] as const;

export type CursoSlug = (typeof CURSOS_RESUMEN)[number]['slug'];

export const CURSO_SLUGS: readonly CursoSlug[] = CURSOS_RESUMEN.map((c) => c.slug);

export const rutaCurso = (slug: CursoSlug): string => `/courses/${slug}`;
