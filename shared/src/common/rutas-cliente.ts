/**
 * The client's paths, known to the server too: the public pages are pre-rendered at build time (one HTML
 * file each, plus one per landing tab), the app's other routes get the SPA shell, and anything else
 * answers HTTP 404 with the pre-rendered '404: Página no encontrada'. `web/src/app/rutas.test.ts` checks
 * that the router declares exactly these paths.
 */
import { CURSO_SLUGS, rutaCurso } from '../cursos/curso-slugs';

export const TABS_INICIO = ['inicio', 'cursos', 'nosotros', 'contacto'] as const;
export type TabInicio = (typeof TABS_INICIO)[number];

export const RUTAS_LEGALES = ['/terminos-condiciones', '/politica-privacidad', '/politica-cookies'] as const;

/** Pre-rendered public pages (served as static HTML, hydrated by the light public entry). */
export const RUTAS_PUBLICAS: readonly string[] = ['/', ...RUTAS_LEGALES, ...CURSO_SLUGS.map(rutaCurso)];

/** The app's other routes (portal and staff area), as patterns with `:param` segments. */
export const RUTAS_APP: readonly string[] = [
  '/login-profesores',
  '/padres',
  '/verificar-email',
  '/restablecer-contrasena',
  '/padres/dashboard',
  '/padres/perfil',
  '/dashboard',
  '/grupos',
  '/alumnos',
  '/inscripciones',
  '/consentimientos',
  '/hoy',
  '/sesiones',
  '/asistencias',
  '/asistencias/:sesionId/:fecha',
  '/colegios',
  '/usuarios',
  '/profesores',
  '/admin-padres',
  '/materiales',
  '/materiales-periodo',
  '/actividades',
  '/nominas',
  '/cobros',
  '/cobros/ajustes',
  '/distancias',
  '/mensajes-contacto',
  '/ajustes',
  '/reportes-asistencias',
  '/avisos',
  '/calendario',
  '/registro-accesos',
  '/supresiones',
  '/renovaciones',
];

/** '/x/' and '/x' are the same page. */
export function normalizarRuta(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function esRutaPublica(pathname: string): boolean {
  return RUTAS_PUBLICAS.includes(normalizarRuta(pathname));
}

function coincide(patron: string, ruta: string): boolean {
  const a = patron.split('/');
  const b = ruta.split('/');
  return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]));
}

export function esRutaApp(pathname: string): boolean {
  const ruta = normalizarRuta(pathname);
  return RUTAS_APP.some((patron) => coincide(patron, ruta));
}

export function esTabInicio(valor: unknown): valor is TabInicio {
  return typeof valor === 'string' && (TABS_INICIO as readonly string[]).includes(valor);
}

/**
 * The pre-rendered file (relative to the build folder) for a public path, or undefined.
 * `/` → `paginas/index.html`; `/?tab=contacto` → `paginas/index-contacto.html`; `/courses/kids-i` →
 * `paginas/courses/kids-i.html`.
 */
export function archivoPrerender(pathname: string, tab?: unknown): string | undefined {
  const ruta = normalizarRuta(pathname);
  if (!RUTAS_PUBLICAS.includes(ruta)) return undefined;
  if (ruta === '/')
    return esTabInicio(tab) && tab !== 'inicio' ? `paginas/index-${tab}.html` : 'paginas/index.html';
  return `paginas${ruta}.html`;
}

export const ARCHIVO_404 = 'paginas/404.html';

/**
 * App routes whose first screen the build also renders (the two sign-in pages): the HTML paints at once
 * and the app, when loaded, hydrates it, keeping what was typed or pressed meanwhile (docs/decisions/
 * 019-delivery-and-request-pipeline.md, 033-arranque-sin-perdidas.md).
 */
export const RUTAS_APP_PRIMERA_PINTURA = ['/padres', '/login-profesores'] as const;

export function archivoPrimeraPintura(pathname: string): string | undefined {
  const ruta = normalizarRuta(pathname);
  return (RUTAS_APP_PRIMERA_PINTURA as readonly string[]).includes(ruta) ? `paginas${ruta}.html` : undefined;
}
