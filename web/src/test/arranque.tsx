/**
 * Pre-rendered pages taken over in jsdom (decision 033): the page's HTML with the first script running,
 * the takeover by an entry, a `fetch` that answers the session check and records every other body, and
 * React's console errors (hydration mismatches among them) watched.
 */
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { empezarCaptura, entregarALaApp } from '@/lib/arranque/captura';

let root: Root | undefined;
export const prueba = {
  envios: [] as unknown[],
  errores: undefined as unknown as ReturnType<typeof vi.spyOn>,
};

const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } });

/** `respuestas`: the answer by the path's end, for requests other than the session check. */
export function prepararArranque(respuestas: Record<string, [number, unknown]>): void {
  beforeEach(() => {
    prueba.envios = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/auth/me')) return json({ user: null });
      prueba.envios.push(JSON.parse(String(init?.body)));
      const [status, cuerpo] = Object.entries(respuestas).find(([fin]) => url.endsWith(fin))?.[1] ?? [
        404,
        {},
      ];
      return json(cuerpo, status);
    });
    prueba.errores = vi.spyOn(console, 'error');
    // jsdom has no scrolling; the router's scroll restoration calls it.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
    document.body.innerHTML = '';
    delete document.documentElement.dataset.arranque;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The page as the build writes it, with the first script (`arranque.ts`) already running. */
export function paginaPreRenderizada(ruta: string, arbol: ReactNode): void {
  window.history.replaceState(null, '', ruta);
  document.body.innerHTML = `<div id="root">${renderToString(arbol)}</div>`;
  window.arranqueEscuela = { entregarALaApp };
  empezarCaptura();
}

/** The entry takes the page over; resolves once the app has marked it (`data-arranque="hecho"`). */
export async function tomar(iniciar: () => Promise<Root>): Promise<void> {
  root = await iniciar();
  await waitFor(() => expect(document.documentElement.dataset.arranque).toBe('hecho'));
}
