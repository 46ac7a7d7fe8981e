/**
 * Moving between the app's screens the way its own links do (React Router's client-side navigation), not
 * by loading the page again. A sweep of every screen then pays for one load of the app instead of one per
 * screen: a full load costs the renderer about a core-second (the ~1 MB of JavaScript parsed and run again,
 * the session and the lists asked for again), a move inside the app a fraction of that.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Watches the page's requests from now on: `enCalma()` resolves once none is in flight and none has
 * started or ended for `quietoMs`. Playwright's `waitForLoadState('networkidle')` cannot serve after a
 * move inside the app or a click: it belongs to the document's load, and resolves at once when that
 * load went quiet long ago, before the new screen has even asked for its code and data.
 */
export function vigilarRed(page: Page) {
  let enVuelo = 0;
  let ultimo = Date.now();
  const empieza = () => {
    enVuelo += 1;
    ultimo = Date.now();
  };
  // A request that began before the watch would otherwise count below zero.
  const acaba = () => {
    enVuelo = Math.max(0, enVuelo - 1);
    ultimo = Date.now();
  };
  page.on('request', empieza);
  page.on('requestfinished', acaba);
  page.on('requestfailed', acaba);
  return {
    async enCalma(quietoMs = 400, limiteMs = 20_000) {
      const limite = Date.now() + limiteMs;
      while (enVuelo > 0 || Date.now() - ultimo < quietoMs) {
        if (Date.now() > limite)
          throw new Error(`La red no se calmó en ${limiteMs / 1000} s (${enVuelo} en curso)`);
        await page.waitForTimeout(50);
      }
    },
    dejar() {
      page.off('request', empieza);
      page.off('requestfinished', acaba);
      page.off('requestfailed', acaba);
    },
  };
}

/**
 * Opens `ruta` (a path, with its query if any) inside the app already loaded in `page`, as a link would:
 * a history entry in React Router's own shape, then the `popstate` its router listens to. Resolves when
 * the screen's code and data have arrived (the network quiet), its heading is shown and its lists have
 * their rows.
 */
export async function navegarEnLaApp(page: Page, ruta: string) {
  const red = vigilarRed(page);
  try {
    await page.evaluate((destino) => {
      const anterior = (history.state as { idx?: number } | null)?.idx ?? 0;
      history.pushState(
        { usr: null, key: Math.random().toString(36).slice(2, 10), idx: anterior + 1 },
        '',
        destino,
      );
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, ruta);
    await red.enCalma();
  } finally {
    red.dejar();
  }
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('fila-cargando')).toHaveCount(0);
}
