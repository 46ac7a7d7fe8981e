/**
 * Issue 26's school-year renewal in the browser (decision 052): the office opens it for next school year
 * and sees the counts per group; the demo family, on a 360 px phone, sees each child with the proposed
 * group, confirms one and declines another after a confirmation; the office's counts follow.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { esperarCorreo } from '../support/correo';
import { cuentaDemo, entrarComo, expect, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

const MOVIL = { viewport: { width: 360, height: 740 }, hasTouch: true };

async function sinScrollLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const total = (page: Page, columna: number) =>
  page.getByRole('table', { name: 'Respuestas por grupo' }).locator('tfoot td, tfoot th').nth(columna);

test('la oficina abre la renovación y ve los recuentos; una familia responde en el móvil', async ({
  browser,
  page: admin,
}) => {
  const hoy = new Date();
  const curso = (hoy.getMonth() >= 6 ? hoy.getFullYear() : hoy.getFullYear() - 1) + 1;

  // The office opens the renewal for next school year with a deadline.
  await entrarComo(admin, 'admin', '/renovaciones');
  await expect(admin.getByRole('heading', { name: 'Renovación de curso', level: 1 })).toBeVisible();
  await expect(admin.getByText('Aún no se ha abierto ninguna renovación.', { exact: false })).toBeVisible();
  await admin.getByRole('button', { name: 'Abrir renovación' }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Abrir renovación' });
  await expect(dialogo.getByRole('combobox', { name: 'Curso escolar' })).toHaveText(
    `Curso ${curso}-${curso + 1}`,
  );
  await dialogo.getByLabel('Fecha límite').fill(`15/06/${curso}`);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    toast(admin).getByText('Renovación abierta: las familias han recibido un correo'),
  ).toBeVisible();
  await expect(admin.getByRole('heading', { name: `Curso ${curso}-${curso + 1}` })).toBeVisible();
  await expect(admin.getByText(`Fecha límite: 15/06/${curso}`)).toBeVisible();
  const tabla = admin.getByRole('table', { name: 'Respuestas por grupo' });
  await expect(tabla.getByRole('row').nth(1)).toBeVisible();
  await expect(total(admin, 2)).toHaveText('0');
  const sinRespuesta = Number(await total(admin, 4).textContent());
  expect(sinRespuesta).toBeGreaterThan(0);
  await expect(admin.getByRole('button', { name: 'Abrir renovación' })).toBeDisabled();
  await expectAccessible(admin);
  await admin.screenshot({ path: '.reports/renovacion-oficina-1280.png', fullPage: true });

  // The demo family got the e-mail with the portal link.
  const correo = await esperarCorreo(cuentaDemo('tutor').email, /Renovación de plaza/);
  expect(correo.text).toContain('/padres/dashboard?section=renovacion');

  // The family on a phone: each child with the proposed group; one continues, one does not.
  const familia = await (await browser.newContext(MOVIL)).newPage();
  await entrarComo(familia, 'tutor');
  await familia.getByRole('link', { name: 'Responder a la renovación' }).click();
  await expect(familia).toHaveURL(/section=renovacion/);
  const seccion = familia.getByRole('region', { name: 'Renovación' });
  await expect(
    seccion.getByText(`Confirma si cada hijo continúa el curso ${curso}-${curso + 1}`),
  ).toBeVisible();
  const continua = seccion.getByRole('button', { name: /^Continúa: / });
  await expect(continua.first()).toBeVisible();
  expect(await continua.count()).toBeGreaterThanOrEqual(2);
  await sinScrollLateral(familia);
  await expectAccessible(familia);
  await familia.screenshot({ path: '.reports/renovacion-familia-360.png', fullPage: true });

  await continua.first().click();
  await expect(
    toast(familia).getByText('Gracias: hemos guardado que continúa el próximo curso.'),
  ).toBeVisible();
  await seccion
    .getByRole('button', { name: /^No continúa: / })
    .nth(1)
    .click();
  const confirmar = familia.getByRole('alertdialog', { name: '¿No continúa el próximo curso?' });
  await expect(confirmar).toBeVisible();
  await confirmar.getByRole('button', { name: 'No continúa' }).click();
  await expect(toast(familia).getByText('Hemos guardado que no continúa el próximo curso.')).toBeVisible();
  await expect(seccion.getByText('Sin responder')).toHaveCount((await continua.count()) - 2);
  await sinScrollLateral(familia);
  await familia.screenshot({ path: '.reports/renovacion-familia-respondida-360.png', fullPage: true });

  // The office's counts follow.
  await admin.reload();
  await expect(total(admin, 2)).toHaveText('1');
  await expect(total(admin, 3)).toHaveText('1');
  await expect(total(admin, 4)).toHaveText(String(sinRespuesta - 2));
  await admin.setViewportSize({ width: 360, height: 740 });
  await expect(admin.getByRole('button', { name: 'Cerrar curso' })).toBeVisible();
  await sinScrollLateral(admin);
  await admin.screenshot({ path: '.reports/renovacion-oficina-360.png', fullPage: true });
});
