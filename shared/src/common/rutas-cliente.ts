/**
 * The client's paths, known to the server too: the public pages are pre-rendered at build time (one HTML
 * file each, plus one per landing tab), the app's other routes get the SPA shell, and anything else
 * answers HTTP 404 with the pre-rendered '404: Página no encontrada'. `web/src/app/rutas.test.ts` checks
 * that the router declares exactly these paths.
 */
import { CURSO_SLUGS, rutaCurso } from '../cursos/curso-slugs';

export const TABS_INICIO = ['inicio', 'cursos', 'nosotros', 'contacto'] as const;
export type TabInicio = (typeof TABS_INICIO)[number];

/** The legal pages (each path written here once; the route table names them by key). */
export const RUTA_LEGAL = {
  terminos: '/terminos-condiciones',
  privacidad: '/politica-privacidad',
  cookies: '/politica-cookies',
} as const;
export const RUTAS_LEGALES: readonly (typeof RUTA_LEGAL)[keyof typeof RUTA_LEGAL][] =
  Object.values(RUTA_LEGAL);

/** Pre-rendered public pages (served as static HTML, hydrated by the light public entry). */
export const RUTAS_PUBLICAS: readonly string[] = ['/', ...RUTAS_LEGALES, ...CURSO_SLUGS.map(rutaCurso)];

/**
 * The app's other routes (portal and staff area), as patterns with `:param` segments: each path is written
 * here once; the client's route table (web/src/app/rutas.tsx) names them by key.
 */
export const RUTA = {
  loginProfesores: '/login-profesores',
  padres: '/padres',
  verificarEmail: '/verificar-email',
  restablecerContrasena: '/restablecer-contrasena',
  padresDashboard: '/padres/dashboard',
  padresPerfil: '/padres/perfil',
  dashboard: '/dashboard',
  grupos: '/grupos',
  alumnos: '/alumnos',
  inscripciones: '/inscripciones',
  consentimientos: '/consentimientos',
  hoy: '/hoy',
  sesiones: '/sesiones',
  asistencias: '/asistencias',
  asistenciasDeSesion: '/asistencias/:sesionId/:fecha',
  colegios: '/colegios',
  usuarios: '/usuarios',
  profesores: '/profesores',
  adminPadres: '/admin-padres',
  materiales: '/materiales',
  materialesPeriodo: '/materiales-periodo',
  actividades: '/actividades',
  nominas: '/nominas',
  cobros: '/cobros',
  cobrosAjustes: '/cobros/ajustes',
  distancias: '/distancias',
  mensajesContacto: '/mensajes-contacto',
  ajustes: '/ajustes',
  reportesAsistencias: '/reportes-asistencias',
  avisos: '/avisos',
  calendario: '/calendario',
  registroAccesos: '/registro-accesos',
  supresiones: '/supresiones',
  renovaciones: '/renovaciones',
} as const;

/** Those paths, for the server (SPA shell or 404). */
export const RUTAS_APP: readonly string[] = Object.values(RUTA);

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
