import { readFile } from 'node:fs/promises';
import { MESES } from '@escuela/shared/reportes/reportes.schemas';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

const GRUPO = 'Robótica Kids I · San Fernando';

/** Clicks the button and returns the download with the workbook it holds (a real .xlsx: a zip, 'PK'). */
async function descargarReporte(
  page: Page,
  boton: string,
): Promise<{ descarga: Download; libro: ExcelJS.Workbook }> {
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: boton }).click(),
  ]);
  const bytes = await readFile((await descarga.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(bytes as unknown as ArrayBuffer);
  return { descarga, libro };
}

async function elegir(page: Page, etiqueta: string, opcion: string) {
  await page.getByLabel(etiqueta, { exact: true }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test('el admin descarga el reporte de asistencias de un grupo y de todos los grupos', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Reportes de Asistencias' })
    .click();
  await expect(page).toHaveURL(/\/reportes-asistencias$/);
  await expect(page.getByRole('heading', { name: 'Reportes de Asistencias', level: 1 })).toBeVisible();

  // Defaults: this month, this year, every group; the card explains ✓ and X.
  const hoy = new Date();
  const mesActual = MESES[hoy.getMonth()]!;
  const anio = hoy.getFullYear();
  await expect(page.getByLabel('Mes', { exact: true })).toHaveText(mesActual);
  await expect(page.getByLabel('Año', { exact: true })).toHaveText(String(anio));
  await expect(page.getByLabel('Grupo', { exact: true })).toHaveText('Todos los grupos');
  await expect(
    page.getByText(/significa que el alumno asistió, también cuando no hay un registro/),
  ).toBeVisible();
  await expect(page.getByText(/significa que el alumno faltó/)).toBeVisible();
  await page.getByLabel('Año', { exact: true }).click();
  await expect(page.getByRole('option')).toHaveText([anio - 2, anio - 1, anio, anio + 1].map(String));
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  // One group, last October.
  await elegir(page, 'Mes', 'Octubre');
  await elegir(page, 'Año', String(anio - 1));
  await elegir(page, 'Grupo', GRUPO);
  const uno = await descargarReporte(page, `Descargar Reporte para Octubre ${anio - 1}`);
  expect(uno.descarga.suggestedFilename()).toBe(
    `asistencias-Robótica_Kids_I_·_San_Fernando-${anio - 1}-10.xlsx`,
  );
  expect(uno.libro.worksheets).toHaveLength(1);
  await expect(toast(page).getByText('Descarga iniciada')).toBeVisible();

  // Every group, this month: one sheet per group.
  await elegir(page, 'Mes', mesActual);
  await elegir(page, 'Año', String(anio));
  await elegir(page, 'Grupo', 'Todos los grupos');
  const grupos = (await (await page.request.get('/api/grupos/opciones')).json()) as unknown[];
  const todos = await descargarReporte(page, `Descargar Reporte para ${mesActual} ${anio}`);
  const mm = String(hoy.getMonth() + 1).padStart(2, '0');
  expect(todos.descarga.suggestedFilename()).toBe(`asistencias-todos-${anio}-${mm}.xlsx`);
  expect(todos.libro.worksheets).toHaveLength(grupos.length);
  expect(todos.libro.worksheets.map((h) => h.name)).toContain('Robótica Kids I · San Fernando');
});
