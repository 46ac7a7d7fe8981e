/**
 * Build-time rendering of the public pages (run by the pre-render plugin of `vite.config.ts` after the
 * client build). Each page renders with the same tree the browser hydrates (`AppPublica`), waiting for
 * lazy parts (the course carousel) so the HTML holds the whole page.
 */
import { CURSOS } from '@escuela/shared/cursos/cursos';
import {
  RUTAS_LEGALES,
  TABS_INICIO,
  archivoPrerender,
  archivoPrimeraPintura,
  ARCHIVO_404,
  RUTAS_APP_PRIMERA_PINTURA,
} from '@escuela/shared/common/rutas-cliente';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { MetaPagina } from '@/components/publico/meta';
import { cargarCarrusel } from '@/features/cursos/panel-cursos';
import { arbolAppEstatico } from '@/app/arbol-app-estatico';
import CursoPage from '@/routes/publico/curso.page';
import LandingPage from '@/routes/publico/landing.page';
import CookiesPage from '@/routes/publico/politica-cookies.page';
import PrivacidadPage from '@/routes/publico/politica-privacidad.page';
import TerminosPage from '@/routes/publico/terminos-condiciones.page';
import { META_404, META_APP, META_INICIO, META_LEGAL, metaCurso } from '@/routes/publico/meta';
import { AppPublica } from './app-publica';

export interface PaginaPrerender {
  url: string;
  archivo: string;
  meta: MetaPagina;
  /** Source of the page's module, to preload its chunk (a key of Vite's manifest). */
  modulo: string | null;
  /** The entry that takes the page over (default: the light public entry, which hydrates it). */
  entrada?: string;
  html: string;
}

async function html(node: ReactNode): Promise<string> {
  // No outlined boundaries: they would need inline scripts, which the CSP forbids.
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let out = '';
  for await (const chunk of prelude)
    out += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk);
  return out;
}

/** Its HTML. The `<title>` the screen renders goes: the head has it, and React puts it there again. */
async function paginaApp(url: string): Promise<string> {
  return (await html(await arbolAppEstatico(url))).replace(/<title>[^<]*<\/title>/, '');
}

const publica = (url: string, Pagina: ComponentType) =>
  html(<AppPublica url={`http://localhost${url}`} Pagina={Pagina} />);

const LEGALES: Record<string, [ComponentType, string]> = {
  '/terminos-condiciones': [TerminosPage, 'src/routes/publico/terminos-condiciones.page.tsx'],
  '/politica-privacidad': [PrivacidadPage, 'src/routes/publico/politica-privacidad.page.tsx'],
  '/politica-cookies': [CookiesPage, 'src/routes/publico/politica-cookies.page.tsx'],
};

export async function renderizarPaginas(): Promise<PaginaPrerender[]> {
  await cargarCarrusel();
  const paginas: PaginaPrerender[] = [];
  for (const tab of TABS_INICIO) {
    const url = tab === 'inicio' ? '/' : `/?tab=${tab}`;
    paginas.push({
      url,
      archivo: archivoPrerender('/', tab)!,
      meta: META_INICIO,
      modulo: 'src/routes/publico/landing.page.tsx',
      html: await publica(url, LandingPage),
    });
  }
  for (const ruta of RUTAS_LEGALES) {
    const [Pagina, modulo] = LEGALES[ruta]!;
    paginas.push({
      url: ruta,
      archivo: archivoPrerender(ruta)!,
      meta: META_LEGAL[ruta],
      modulo,
      html: await publica(ruta, Pagina),
    });
  }
  for (const curso of CURSOS) {
    paginas.push({
      url: curso.url,
      archivo: archivoPrerender(curso.url)!,
      meta: metaCurso(curso),
      modulo: 'src/routes/publico/curso.page.tsx',
      html: await publica(curso.url, CursoPage),
    });
  }
  // The app's screens painted from HTML (the sign-in pages): rendered by the app's own route tree, which
  // hydrates them in the browser.
  for (const ruta of RUTAS_APP_PRIMERA_PINTURA) {
    paginas.push({
      url: ruta,
      archivo: archivoPrimeraPintura(ruta)!,
      meta: META_APP[ruta],
      modulo: null,
      entrada: 'src/app/entry-app.tsx',
      html: await paginaApp(ruta),
    });
  }
  paginas.push({
    url: '/404',
    archivo: ARCHIVO_404,
    meta: META_404,
    modulo: null,
    html: await paginaApp('/404'),
  });
  return paginas;
}
