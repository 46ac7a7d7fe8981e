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
} from '@escuela/shared/common/rutas-cliente';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { MetaPagina } from '@/components/publico/meta';
import { cargarCarrusel } from '@/features/cursos/panel-cursos';
import { Providers } from '@/app/providers';
import { AuthProvider } from '@/lib/auth';
import NotFoundPage from '@/routes/not-found.page';
import PadresPage from '@/routes/publico/padres.page';
import CursoPage from '@/routes/publico/curso.page';
import LandingPage from '@/routes/publico/landing.page';
import CookiesPage from '@/routes/publico/politica-cookies.page';
import PrivacidadPage from '@/routes/publico/politica-privacidad.page';
import TerminosPage from '@/routes/publico/terminos-condiciones.page';
import { META_404, META_INICIO, META_LEGAL, metaCurso } from '@/routes/publico/meta';
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
  // The portal's sign-in: painted from this HTML, then rendered over by the app (not hydrated).
  paginas.push({
    url: '/padres',
    archivo: archivoPrimeraPintura('/padres')!,
    meta: {
      title: 'Portal de Padres · RoboEscuela',
      description: 'Accede al portal de padres de RoboEscuela o crea tu cuenta.',
    },
    modulo: 'src/routes/publico/padres.page.tsx',
    entrada: 'src/app/entry-app.tsx',
    html: (
      await html(
        <StaticRouter location="/padres">
          <Providers>
            <AuthProvider>
              <PadresPage />
            </AuthProvider>
          </Providers>
        </StaticRouter>,
      )
    )
      .replace(/<title>[^<]*<\/title>/, '')
      // Until the app takes over, the painted form is inert: a native submit would send the password
      // in the URL of a GET.
      .replace(/<form /g, '<form inert="" method="post" '),
  });
  paginas.push({
    url: '/404',
    archivo: ARCHIVO_404,
    meta: META_404,
    modulo: null,
    html: await html(
      <StaticRouter location="/404">
        <NotFoundPage />
      </StaticRouter>,
    ),
  });
  return paginas;
}
