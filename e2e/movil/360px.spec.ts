/**
 * Issue 11 (phones): every staff and portal screen, visited at 360 px as the role that may see it, must
 * not scroll the page sideways (document.scrollingElement.scrollWidth > clientWidth). The staff routes
 * come from the route table (web/src/app/rutas.tsx), so a new screen is swept as soon as it has an entry.
 * The admin's and the teacher's screens and the portal's sections are measured by the sweep with the
 * dialogs open (dialogos-360px.spec.ts), on arrival at each screen and again with each dialog open; this
 * file measures the rest: the coordinator's screens, and the sign-in and link pages.
 */
import type { Page } from '@playwright/test';
import { cuentaDemo, expect, iniciarSesion, test } from '../support/fixtures';
import { navegarEnLaApp } from '../support/navegacion';
import { rutasDeGestion } from '../support/rutas';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// Read-only visits: the tests share out across the workers.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

async function anchoDePagina(page: Page) {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return { scroll: el.scrollWidth, cliente: el.clientWidth };
  });
}

/**
 * Measures each of `rutas`. `dentroDeLaApp`: the page holds the app, and each screen is opened as its links
 * open it (the first one, where signing in has just landed, is measured without loading it again); else
 * each page is loaded.
 */
async function barrer(page: Page, rutas: string[], dentroDeLaApp = false) {
  const desbordadas: string[] = [];
  for (const ruta of rutas) {
    const aqui = new URL(page.url());
    if (aqui.pathname + aqui.search !== ruta) {
      if (dentroDeLaApp) await navegarEnLaApp(page, ruta);
      else await page.goto(ruta);
    }
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
    // Let queries settle (tables, charts) before measuring.
    await page.waitForLoadState('networkidle');
    const { scroll, cliente } = await anchoDePagina(page);
    if (scroll > cliente) desbordadas.push(`${ruta}: ${scroll} px de ancho en ${cliente} px`);
  }
  expect(desbordadas).toEqual([]);
}

test('ninguna pantalla de gestión del coordinador se desplaza en horizontal a 360 px', async ({ page }) => {
  const rutas = rutasDeGestion('coordinador');
  expect(rutas).toContain('/dashboard');
  expect(rutas.length).toBeGreaterThanOrEqual(5);
  await iniciarSesion(page, cuentaDemo('coordinador'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await barrer(page, [...new Set([...rutas, '/asistencias'])], true);
});

test('las pantallas de acceso y de enlaces no se desplazan en horizontal a 360 px', async ({ page }) => {
  await barrer(page, [
    '/login-profesores',
    '/padres',
    '/verificar-email?token=x',
    '/restablecer-contrasena?token=x',
  ]);
});
