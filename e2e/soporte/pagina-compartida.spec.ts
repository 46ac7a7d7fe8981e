/**
 * The worker's shared page (support/pagina-compartida.ts, decision 061) reaches the next test as a new
 * page would: the first test leaves behind everything a test may, the second (run right after it, in the
 * same worker and page) finds none of it.
 */
import type { Page } from '@playwright/test';
import { entrarComo, expect, test } from '../support/fixtures';

let anterior: Page | undefined;
const oidosPorLaAnterior: string[] = [];

test('una prueba deja cookies, almacenamiento, una ruta, un oyente, otra pestaña y otro tamaño', async ({
  page,
}) => {
  anterior = page;
  await entrarComo(page, 'admin', '/alumnos');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(async () => {
    localStorage.setItem('rastro', '1');
    sessionStorage.setItem('rastro', '1');
    await new Promise<void>((listo) => {
      const peticion = indexedDB.open('rastro', 1);
      peticion.onupgradeneeded = () => peticion.result.createObjectStore('s');
      peticion.onsuccess = () => {
        peticion.result.close();
        listo();
      };
    });
  });
  await page.route('**/api/**', (ruta) => ruta.abort());
  page.on('console', (mensaje) => oidosPorLaAnterior.push(mensaje.text()));
  await page.context().newPage();
  await page.setViewportSize({ width: 500, height: 500 });
});

test('la siguiente recibe la misma página, limpia', async ({ page }) => {
  expect(page, 'la misma página del worker').toBe(anterior);
  expect(page.url()).toBe('about:blank');
  expect(page.context().pages()).toHaveLength(1);
  expect(await page.context().cookies()).toEqual([]);
  await page.goto('/robots.txt');
  const rastros = await page.evaluate(async () => ({
    local: localStorage.getItem('rastro'),
    sesion: sessionStorage.getItem('rastro'),
    bases: (await indexedDB.databases()).map((d) => d.name),
    ancho: innerWidth,
  }));
  expect(rastros).toEqual({ local: null, sesion: null, bases: [], ancho: 1280 });
  // No route left: the page's requests reach the API. No listener left: the last test's hears nothing.
  expect(await page.evaluate(() => fetch('/api/auth/me').then((r) => r.status))).toBe(200);
  const oidos = oidosPorLaAnterior.length;
  // eslint-disable-next-line no-console -- the message the last test's listener would hear
  await page.evaluate(() => console.log('hola'));
  expect(oidosPorLaAnterior).toHaveLength(oidos);
});
