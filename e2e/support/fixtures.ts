/**
 * Shared Playwright fixtures: sign in through the real login page as a role. Data for a test is created
 * through the API (`api` is a request context that shares the page's cookies).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { CUENTAS_DEMO, DEMO_PASSWORD } from '../../server/src/seed/demo/cuentas';
import { E2E_ADMIN } from '../../playwright.config';

export interface Credenciales {
  email: string;
  password: string;
}

export async function iniciarSesion(page: Page, cred: Credenciales, ruta = '/login-profesores') {
  await page.goto(ruta);
  await page.getByLabel('Email').fill(cred.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(cred.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export const test = base.extend<{ comoAdmin: Page; sinErroresCsp: void }>({
  // Every test fails if the browser blocked anything under the Content-Security-Policy: the app must
  // pass its own CSP.
  sinErroresCsp: [
    async ({ page }, use) => {
      const bloqueos: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) bloqueos.push(msg.text());
      });
      await use();
      expect(bloqueos, 'El navegador bloqueó recursos por la CSP').toEqual([]);
    },
    { auto: true },
  ],
  comoAdmin: async ({ page }, use) => {
    await iniciarSesion(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);
    await use(page);
  },
});

export { expect, E2E_ADMIN };

/** The demo seed's account for a role (the e2e server loads the demo data set). */
export function cuentaDemo(rol: keyof typeof CUENTAS_DEMO): Credenciales {
  return { email: CUENTAS_DEMO[rol].email, password: DEMO_PASSWORD };
}

/** The visible toast (Radix also mirrors its text into a live region for screen readers). */
export function toast(page: Page) {
  return page.getByRole('region', { name: /Notificaciones/ });
}
