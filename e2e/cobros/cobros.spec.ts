/**
 * Issue 24 (billing) in the browser: the office generates the month's receipts, looks at one, creates a
 * remittance and downloads its pain.008 file; a family on a phone signs its SEPA mandate and downloads a
 * receipt as PDF. The demo seed sets the creditor, fees, mandates and last month's receipts.
 */
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/axe';
import { entrarComo, expect, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

test('el admin genera los recibos del mes, ve uno, crea la remesa y descarga su XML', async ({
  comoAdmin: page,
}) => {
  await page.getByRole('link', { name: 'Cobros' }).first().click();
  await expect(page).toHaveURL(/\/cobros$/);
  await expect(page.getByRole('heading', { name: 'Cobros', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Generar recibos' }).click();
  await expect(page.getByText(/Recibos generados: \d+ nuevos/)).toBeVisible({ timeout: 30_000 });
  const filas = page.getByRole('table', { name: 'Recibos' }).locator('tbody tr');
  await expect(filas.first()).toContainText('€');
  await expectAccessible(page);
  await page.screenshot({ path: '.reports/cobros-1280.png', fullPage: true });

  // A receipt's detail: its lines with their reasons.
  await filas
    .first()
    .getByRole('button', { name: /Ver recibo de/ })
    .click();
  const detalle = page.getByRole('dialog');
  await expect(detalle.getByRole('heading', { name: 'Líneas' })).toBeVisible();
  await expect(detalle.getByText(/sesiones/).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Crear remesa' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Crear remesa' });
  await expect(dialogo.getByLabel('Fecha de cobro')).not.toHaveValue('');
  await dialogo.getByRole('button', { name: 'Crear remesa' }).click();
  await expect(dialogo.getByText(/Remesa creada: \d+ recibos?/)).toBeVisible();
  const descarga = page.waitForEvent('download');
  await dialogo.getByRole('button', { name: 'Descargar XML' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^remesa-\d{4}-\d{2}-RBE-REM-\d{6}\.xml$/);
  const xml = await readFile((await archivo.path())!, 'utf8');
  expect(xml).toContain('<CstmrDrctDbtInitn>');
  expect(xml).toContain('<SeqTp>');
  // The dialog's own button (its corner × is also named 'Cerrar').
  await dialogo.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(dialogo).toBeHidden();

  // The emitted receipts show in the totals and the remittance in its list.
  await expect(page.getByRole('table', { name: 'Remesas' }).locator('tbody tr').first()).toContainText('€');
});

test('el admin registra una devolución y un cobro, y revisa los ajustes de cobros', async ({ page }) => {
  // Last month's remittance (demo seed) has emitted receipts.
  const hoy = new Date();
  const anterior = new Date(hoy.getFullYear(), hoy.getMonth() - 1, 1);
  const mes = `${anterior.getFullYear()}-${String(anterior.getMonth() + 1).padStart(2, '0')}`;
  await entrarComo(page, 'admin', `/cobros?mes=${mes}`);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Emitido' }).click();
  await expect(page).toHaveURL(/estado=emitido/);
  const filas = page.getByRole('table', { name: 'Recibos' }).locator('tbody tr');
  await filas
    .first()
    .getByRole('button', { name: /Ver recibo de/ })
    .click();
  const detalle = page.getByRole('dialog');
  await detalle.getByLabel('Gastos del banco (€)').fill('2,5');
  await detalle.getByRole('button', { name: 'Registrar devolución' }).click();
  await expect(detalle.getByText('Devuelto').first()).toBeVisible();
  await detalle.getByRole('button', { name: 'Marcar cobrado' }).click();
  await expect(detalle.getByText('Cobrado').first()).toBeVisible();
  await expect(detalle.getByRole('heading', { name: 'Marcar como cobrado' })).toHaveCount(0);
  await detalle.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(detalle).toBeHidden();

  await page.getByRole('link', { name: 'Ajustes de cobros' }).click();
  await expect(page.getByRole('heading', { name: 'Ajustes de cobros', level: 1 })).toBeVisible();
  const identificador = page.getByLabel('Identificador de acreedor SEPA');
  await expect(identificador).toHaveValue('ES97000B12345678');
  await identificador.fill('ES98000B12345678');
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(page.getByText('El identificador de acreedor SEPA no es válido').first()).toBeVisible();
  await expect(identificador).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await identificador.fill('es97 000 b12345678');
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(identificador).toHaveValue('ES97000B12345678');
  await expect(identificador).not.toHaveAttribute('aria-invalid');
});

test('un recibo de una familia sin mandato activo ofrece registrar el mandato firmado en papel', async ({
  page,
}) => {
  const hoy = new Date();
  const anterior = new Date(hoy.getFullYear(), hoy.getMonth() - 1, 1);
  const mes = `${anterior.getFullYear()}-${String(anterior.getMonth() + 1).padStart(2, '0')}`;
  await entrarComo(page, 'admin', `/cobros?mes=${mes}`);
  // The demo family of the parents' account has a mandate waiting for its signature (the 360 px test below
  // signs it in the portal): this test only tries a date the server refuses, so it changes nothing.
  const fila = page
    .getByRole('table', { name: 'Recibos' })
    .locator('tbody tr', { hasText: 'Pendiente de firma' });
  await fila
    .first()
    .getByRole('button', { name: /Ver recibo de/ })
    .click();
  const detalle = page.getByRole('dialog');
  await expect(detalle.getByRole('heading', { name: 'Mandato firmado en papel' })).toBeVisible();
  const fecha = detalle.getByLabel('Fecha de firma');
  await expect(fecha).not.toHaveValue('');
  await fecha.fill('01/01/2099');
  await detalle.getByRole('button', { name: 'Registrar mandato en papel' }).click();
  await expect(detalle.getByRole('alert')).toContainText('La fecha de firma no puede ser posterior a hoy');
  await expect(fecha).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await detalle.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(fila.first()).toContainText('Pendiente de firma');
});

test.describe('a 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('una familia firma su mandato SEPA y descarga un recibo en PDF', async ({ page }) => {
    await entrarComo(page, 'tutor', '/padres/dashboard?section=recibos');
    await expect(page.getByRole('heading', { name: 'Recibos', level: 1 })).toBeVisible();
    await expect(page.getByText('Mandato de domiciliación SEPA')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Firmar mandato' }).click();
    await expect(page.getByRole('alert')).toContainText('Marca la casilla');
    await page.getByLabel('He leído y acepto el mandato de adeudo directo SEPA').check();
    await page.getByLabel('Tu nombre completo').fill('Carmen Navarro Gil');
    await page.getByRole('button', { name: 'Firmar mandato' }).click();
    await expect(page.getByText(/Referencia .* · Activo · firmado el/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Firmar mandato' })).toHaveCount(0);

    const descarga = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /Descargar PDF del recibo de/ })
      .first()
      .click();
    const pdf = await readFile((await (await descarga).path())!);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    const { scroll, cliente } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      cliente: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(cliente);
    await expectAccessible(page);
    await page.screenshot({ path: '.reports/recibos-360.png', fullPage: true });
  });
});
