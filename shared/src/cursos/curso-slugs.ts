/** The seven course pages (spec §1–§2), kept apart from the course texts so routing code stays small. */
export const CURSO_SLUGS = [
  'preschoolers',
  'kids-i',
  'kids-ii',
  'junior-i',
  'junior-ii',
  'teens-i',
  'teens-ii',
] as const;
export type CursoSlug = (typeof CURSO_SLUGS)[number];

export const rutaCurso = (slug: CursoSlug): string => `/courses/${slug}`;
