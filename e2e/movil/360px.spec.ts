/**
 * Issue 11 (phones): every staff and portal screen, visited at 360 px as the role that may see it, must
 * not scroll the page sideways (document.scrollingElement.scrollWidth > clientWidth). The staff routes
 * come from the route table (web/src/app/rutas.tsx), so a new screen is swept as soon as it has an entry.
 */
import type { Page } from '@playwright/test';
import { cuentaDemo, expect, iniciarSesion, test } from '../support/fixtures';
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

async function barrer(page: Page, rutas: string[]) {
  const desbordadas: string[] = [];
  for (const ruta of rutas) {
    // The first screen is where signing in has just landed: measured without loading it again.
    const aqui = new URL(page.url());
    if (aqui.pathname + aqui.search !== ruta) await page.goto(ruta);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
    // Let queries settle (tables, charts) before measuring.
    await page.waitForLoadState('networkidle');
    const { scroll, cliente } = await anchoDePagina(page);
    if (scroll > cliente) desbordadas.push(`${ruta}: ${scroll} px de ancho en ${cliente} px`);
  }
  expect(desbordadas).toEqual([]);
}

for (const rol of ['admin', 'coordinador', 'profesor'] as const) {
  test(`ninguna pantalla de gestión del ${rol} se desplaza en horizontal a 360 px`, async ({ page }) => {
    const rutas = rutasDeGestion(rol);
    expect(rutas).toContain('/dashboard');
    expect(rutas.length).toBeGreaterThanOrEqual(rol === 'admin' ? 12 : 5);
    await iniciarSesion(page, cuentaDemo(rol));
    await expect(page).toHaveURL(/\/dashboard$/);
    await barrer(page, [
      ...new Set([...rutas, ...(rol === 'admin' ? ['/materiales-periodo'] : []), '/asistencias']),
    ]);
  });
}

test('ninguna pantalla del portal de padres se desplaza en horizontal a 360 px', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('tutor'), '/padres');
  await expect(page).toHaveURL(/\/padres\/dashboard$/);
  await barrer(page, ['/padres/dashboard', '/padres/perfil']);
});

test('las pantallas de acceso y de enlaces no se desplazan en horizontal a 360 px', async ({ page }) => {
  await barrer(page, [
    '/login-profesores',
    '/padres',
    '/verificar-email?token=x',
    '/restablecer-contrasena?token=x',
  ]);
});
