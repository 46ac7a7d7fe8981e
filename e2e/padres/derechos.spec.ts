/** A family's rights (issue 25): download its data, ask for erasure; the office's access log and requests. */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expectAccessible } from '../support/axe';
import { entrarComo, expect, test } from '../support/fixtures';

const sinScrollLateral = async (page: import('@playwright/test').Page) => {
  const { scroll, cliente } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    cliente: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(cliente);
};

test.describe.configure({ mode: 'serial' });

test.describe('a 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('una familia descarga sus datos en un ZIP y pide la supresión', async ({ page }) => {
    await entrarComo(page, 'tutor', '/padres/perfil');
    await expect(page.getByText('Privacidad y tus datos')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Quién ha consultado los datos de tus hijos' }),
    ).toBeVisible();
    await expectAccessible(page);
    await sinScrollLateral(page);

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar mis datos' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile((await archivo.path())!));
    const nombres = Object.keys(zip.files);
    for (const esperado of [
      'resumen.html',
      'datos/perfil.json',
      'datos/alumnos.json',
      'datos/asistencias.json',
      'datos/recibos.json',
    ]) {
      expect(nombres).toContain(esperado);
    }
    const perfil = JSON.parse(await zip.file('datos/perfil.json')!.async('string'));
    expect(perfil).toHaveLength(1);
    expect(await zip.file('resumen.html')!.async('string')).toContain('Tus datos en RoboEscuela');

    await page.getByRole('button', { name: 'Solicitar la supresión de mis datos' }).click();
    const dialogo = page.getByRole('alertdialog');
    await expect(dialogo).toContainText('No se puede deshacer');
    await expectAccessible(page);
    await dialogo.getByRole('button', { name: 'Solicitar supresión' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fecha límite para atenderla' })).toBeVisible();
    await sinScrollLateral(page);
    await page.screenshot({ path: 'test-results/derechos-portal-360.png', fullPage: true });
  });
});

test('la oficina ve el registro de accesos y la solicitud con su fecha límite', async ({ page }) => {
  // The students list shows the demo's observations: each child shown with one is logged.
  await entrarComo(page, 'admin', '/alumnos');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  await page.goto('/registro-accesos');
  await expect(page.getByRole('heading', { name: 'Registro de accesos' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Registro de accesos' });
  await expect(tabla.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/derechos-registro-1280.png', fullPage: true });

  await page.goto('/supresiones');
  const solicitudes = page.getByRole('table', { name: 'Solicitudes de supresión' });
  await expect(solicitudes.getByText('Pedida por la familia').first()).toBeVisible();
  await expect(solicitudes.getByText('Pendiente').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/derechos-supresiones-1280.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/registro-accesos');
  await expect(page.getByRole('heading', { name: 'Registro de accesos' })).toBeVisible();
  await expect(page.getByText('Observaciones').first()).toBeVisible();
  await expectAccessible(page);
  await sinScrollLateral(page);
  await page.screenshot({ path: 'test-results/derechos-registro-360.png', fullPage: true });
});
