import { expectAccessible } from '../support/axe';
import { cuentaDemo, entrarComo, expect, iniciarSesion, test } from '../support/fixtures';

const TARJETAS: [string, RegExp][] = [
  ['Total Alumnos', /\/alumnos$/],
  ['Grupos Activos', /\/grupos$/],
  ['Colegios', /\/colegios$/],
  ['Profesores', /\/profesores$/],
  ['Observaciones', /\/alumnos$/],
];

// Several sign-ins and screens per test against the embedded database: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('el panel del admin muestra las cinco tarjetas, que llevan donde dice la especificación', async ({
  page,
}) => {
  await entrarComo(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Grupos Activos\s*\d+/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimas Observaciones Actualizadas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asistencia de las últimas 8 semanas' })).toBeVisible();
  await expectAccessible(page);
  for (const [titulo, destino] of TARJETAS) {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: new RegExp(`^${titulo}\\s*\\d+$`) }).click();
    await expect(page).toHaveURL(destino);
  }
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(/\/alumnos$/);
});

test('el coordinador ve un panel de consulta sin la tarjeta de profesores', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('coordinador'));
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Colegios\s*\d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Profesores\s*\d+$/ })).toBeHidden();
  await expectAccessible(page);
});

test('el panel del profesor en un móvil', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page.getByRole('link', { name: /^Grupos\s*3$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Colegios\s*2$/ })).toBeVisible();
  await page.getByRole('link', { name: /^Colegios\s*\d+$/ }).click();
  await expect(page).toHaveURL(/\/colegios$/);
  await expectAccessible(page);
});
