/** The page module of every pre-rendered public path (shared by the public entry and the pre-render). */
import { CURSO_SLUGS, rutaCurso } from '@escuela/shared/cursos/curso-slugs';
import { normalizarRuta } from '@escuela/shared/common/rutas-cliente';
import type { ComponentType } from 'react';

export type CargaPagina = () => Promise<{ default: ComponentType }>;

const curso: CargaPagina = () => import('@/routes/publico/curso.page');

export const PAGINAS_PUBLICAS: Record<string, CargaPagina> = {
  '/': () => import('@/routes/publico/landing.page'),
  '/terminos-condiciones': () => import('@/routes/publico/terminos-condiciones.page'),
  '/politica-privacidad': () => import('@/routes/publico/politica-privacidad.page'),
  '/politica-cookies': () => import('@/routes/publico/politica-cookies.page'),
  ...Object.fromEntries(CURSO_SLUGS.map((slug) => [rutaCurso(slug), curso])),
};

export function cargaPagina(pathname: string): CargaPagina | undefined {
  return PAGINAS_PUBLICAS[normalizarRuta(pathname)];
}
