/**
 * The `page` of a browser test is handed from test to test within a worker (decision 061): a new context
 * and its first page cost ~1.3 core-seconds before the app loads (new renderer processes, the context's
 * network state), a load of the app in a page that already exists ~0.5. Each kind of context (its options:
 * viewport, touch, locale…) has one page per worker, kept while the worker lives.
 *
 * Before a test gets the page it is as a new one would be, for what the app and the tests use: on
 * about:blank (the last test's document, its timers and its open IndexedDB gone), no other page in its
 * context, no cookies, nothing kept for the origin (sessionStorage; localStorage, IndexedDB, caches:
 * Chromium's `Storage.clearDataForOrigin`), no routes, online, the context's viewport, and the test's sign-in state
 * (`storageState`, from `test.use({ rol })`) put back. After it, every listener the test or a fixture added
 * to the page is removed. What stays is the HTTP cache (the app's hashed files: a returning visitor's
 * browser has them too). A test that failed does not hand its page on: its context is closed, and the
 * next test of that kind gets a new one.
 *
 * `test.use({ paginaNueva: true })` gives a file's tests a context of their own, as Playwright does by
 * default: the first visit on a cold cache (the start-up tests), or a test that changes what this does not
 * put back (the service worker and the offline mode of sin-conexion.spec.ts).
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

interface Compartida {
  contexto: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

type Cookies = Parameters<BrowserContext['addCookies']>[0];

export class PaginasCompartidas {
  private readonly porClase = new Map<string, Promise<Compartida>>();

  constructor(private readonly browser: Browser) {}

  /** The page for a context of this kind (`clase`: its options), ready for a new test. */
  async tomar(
    clase: string,
    origen: string,
    cookies: Cookies,
    viewport: { width: number; height: number } | null,
  ): Promise<Page> {
    let compartida = this.porClase.get(clase);
    if (!compartida) {
      compartida = this.abrir();
      this.porClase.set(clase, compartida);
      // A new context already holds the test's sign-in state: `browser.newContext()` inside a test takes
      // the test's options, `storageState` among them.
      return (await compartida).page;
    }
    const { contexto, page, cdp } = await compartida;
    for (const otra of contexto.pages()) if (otra !== page) await otra.close();
    // sessionStorage belongs to the tab, not the origin: cleared from the last test's document.
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page.goto('about:blank');
    await contexto.clearCookies();
    await cdp.send('Storage.clearDataForOrigin', { origin: origen, storageTypes: 'all' });
    await Promise.all([
      contexto.unrouteAll({ behavior: 'ignoreErrors' }),
      page.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
    await contexto.setOffline(false);
    // A test may have resized the page.
    if (viewport) await page.setViewportSize(viewport);
    if (cookies.length) await contexto.addCookies(cookies);
    return page;
  }

  /** After the test: its listeners go; a page whose test failed is closed with its context. */
  async devolver(clase: string, page: Page, fallo: boolean): Promise<void> {
    page.removeAllListeners();
    if (!fallo) return;
    this.porClase.delete(clase);
    await page.context().close();
  }

  async cerrar(): Promise<void> {
    const abiertas = [...this.porClase.values()];
    this.porClase.clear();
    for (const c of abiertas) await (await c).contexto.close().catch(() => undefined);
  }

  private async abrir(): Promise<Compartida> {
    const contexto = await this.browser.newContext();
    const page = await contexto.newPage();
    return { contexto, page, cdp: await contexto.newCDPSession(page) };
  }
}
