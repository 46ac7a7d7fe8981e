/**
 * DESIGN.md §8: a click or keystroke made before the app takes a pre-rendered page over is never lost
 * (decision 033). Each test runs on a phone's slow network and holds the app's entry back until it has
 * acted, so what it does is certainly before the takeover; the takeover is the app's own marker.
 */
import type { Page } from '@playwright/test';
import { mensajesAuth } from '../../shared/src/auth/auth.schemas';
import {
  RUTAS_APP_PRIMERA_PINTURA,
  RUTAS_PUBLICAS,
  TABS_INICIO,
} from '../../shared/src/common/rutas-cliente';
import { conLaRedDeUnMovilLento, esperarArranque, retenerLaApp, sinArrancar } from '../support/arranque';
import { E2E_ADMIN, cuentaDemo, expect, test, toast } from '../support/fixtures';

/** The bodies of the sign-in requests the page sends. */
function enviosDeLogin(page: Page): unknown[] {
  const envios: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/login') && r.method() === 'POST') envios.push(r.postDataJSON());
  });
  return envios;
}

test.describe('en un móvil con la red lenta, antes de que la app tome la página', () => {
  test.beforeEach(async ({ page }) => conLaRedDeUnMovilLento(page));

  test('/padres: «Registrarse», pulsado en cuanto se ve, sigue elegido', async ({ page }) => {
    const soltar = await retenerLaApp(page);
    await page.goto('/padres', { waitUntil: 'commit' });
    const registrarse = page.getByRole('tab', { name: 'Registrarse' });
    await registrarse.click();
    await sinArrancar(page);
    // The tap has been received: a bar says so until the app carries it out.
    await expect(page.locator('html')).toHaveAttribute('data-arranque', 'pendiente');
    soltar();
    await esperarArranque(page);
    await expect(registrarse).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Confirmar contraseña')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrarse' })).toBeVisible();
    await expect(registrarse).toBeFocused();
  });

  for (const ruta of RUTAS_APP_PRIMERA_PINTURA) {
    test(`${ruta}: el email escrito antes de la toma sigue escrito, con el foco, y la app lo usa`, async ({
      page,
    }) => {
      const { email, password } = ruta === '/padres' ? cuentaDemo('tutor') : cuentaDemo('profesor');
      const envios = enviosDeLogin(page);
      const soltar = await retenerLaApp(page);
      await page.goto(ruta, { waitUntil: 'commit' });
      const campo = page.getByLabel('Email');
      await campo.click();
      await page.keyboard.type(email);
      await sinArrancar(page);
      soltar();
      await esperarArranque(page);
      await expect(campo).toHaveValue(email);
      await expect(campo).toBeFocused();
      // Not only on screen: the app signs in with it.
      await page.getByLabel('Contraseña', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect.poll(() => envios).toEqual([expect.objectContaining({ email, password })]);
    });
  }

  test('/padres: lo que se escribe mientras la app toma la página también se queda', async ({ page }) => {
    const { email } = cuentaDemo('tutor');
    const [antes, durante] = [email.slice(0, 6), email.slice(6)];
    const soltar = await retenerLaApp(page);
    await page.goto('/padres', { waitUntil: 'commit' });
    const campo = page.getByLabel('Email');
    await campo.click();
    await page.keyboard.type(antes);
    soltar();
    // Key by key while the app arrives and takes over (its scripts take a few seconds on this network).
    await page.keyboard.type(durante, { delay: 120 });
    await esperarArranque(page);
    await expect(campo).toHaveValue(email);
    await expect(campo).toBeFocused();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(toast(page).getByText(mensajesAuth.credencialesRequeridas)).toBeVisible();
    await expect(campo).toHaveValue(email);
  });

  test('/login-profesores: un envío antes de la toma se hace una vez, cuando la app llega', async ({
    page,
  }) => {
    const envios = enviosDeLogin(page);
    const soltar = await retenerLaApp(page);
    await page.goto('/login-profesores', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
    const entrar = page.getByRole('button', { name: 'Iniciar sesión' });
    await entrar.click();
    await entrar.click(); // an impatient second tap
    await sinArrancar(page);
    await expect(page.locator('html')).toHaveAttribute('data-arranque', 'pendiente');
    expect(envios).toEqual([]);
    soltar();
    await esperarArranque(page);
    await expect.poll(() => envios.length, { timeout: 15_000 }).toBe(1);
    expect(envios[0]).toMatchObject({ email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    await expect(page).not.toHaveURL(/\/login-profesores/, { timeout: 15_000 });
    expect(envios).toHaveLength(1);
  });

  test('la portada: el formulario de contacto rellenado y enviado antes de la toma se envía una vez', async ({
    page,
  }) => {
    const envios: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contacto') && r.method() === 'POST') envios.push(r.postDataJSON());
    });
    const soltar = await retenerLaApp(page);
    await page.goto('/?tab=contacto', { waitUntil: 'commit' });
    const mensaje = `¿Queda plaza en Kids II? ${Date.now()}`;
    await page.getByLabel('Nombre').fill('Inés Robles');
    await page.getByLabel('Email').fill('ines.robles@familia.es');
    await page.getByLabel('Asunto').fill('Plazas');
    await page.getByLabel('Mensaje').fill(mensaje);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await sinArrancar(page);
    soltar();
    await esperarArranque(page);
    await expect(toast(page).getByText('Mensaje enviado')).toBeVisible({ timeout: 15_000 });
    expect(envios).toEqual([
      expect.objectContaining({ nombre: 'Inés Robles', email: 'ines.robles@familia.es', mensaje }),
    ]);
    await expect(page.getByLabel('Mensaje')).toHaveValue('');
  });
});

test('ninguna página pública avisa ni falla en la consola en la primera visita', async ({ page }) => {
  const paginas = [
    ...RUTAS_PUBLICAS,
    ...TABS_INICIO.filter((t) => t !== 'inicio').map((t) => `/?tab=${t}`),
    ...RUTAS_APP_PRIMERA_PINTURA,
  ];
  const avisos: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') avisos.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => avisos.push(`${page.url()}: ${err.message}`));
  for (const ruta of paginas) {
    await page.goto(ruta);
    await esperarArranque(page);
    // The session check and any lazy part finish too.
    await page.waitForLoadState('networkidle');
  }
  expect(avisos).toEqual([]);
});
