import type { Distancia } from '@escuela/shared/distancias/distancias.schemas';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { conSesion, entrarComo, expect, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

const MESES =
  'Enero Febrero Marzo Abril Mayo Junio Julio Agosto Septiembre Octubre Noviembre Diciembre'.split(' ');
/** The previous month: the demo seed's history covers it, with two teacher–school distances missing. */
function mesAnterior() {
  const hoy = new Date();
  const d = new Date(hoy.getFullYear(), hoy.getMonth() - 1, 1);
  return {
    valor: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`,
    etiqueta: `${MESES[d.getMonth()]} ${d.getFullYear()}`,
  };
}

/** The two pairs 70-nominas.ts leaves without a distance (removed again if an earlier run entered them). */
const SIN_DISTANCIA = [
  ['Lucía', 'Colegio Virgen de la Paloma'],
  ['Pablo', 'CEIP Miguel de Cervantes'],
];

const pie = (page: Page) => page.locator('tfoot tr');
const celda = (fila: ReturnType<Page['locator']>, i: number) => fila.getByRole('cell').nth(i);

test('el admin calcula las nóminas de un mes, responde una distancia y omite otra, ve las sesiones y exporta', async ({
  page,
}) => {
  await conSesion(page, 'admin');
  const existentes = (await (await page.request.get('/api/distancias')).json()) as Distancia[];
  for (const d of existentes.filter((x) =>
    SIN_DISTANCIA.some(([p, c]) => x.profesor.nombre === p && x.colegio.nombre === c),
  ))
    expect((await page.request.delete(`/api/distancias/${d.id}`)).ok()).toBe(true);

  await page.goto('/nominas');
  await expect(page.getByRole('heading', { name: 'Nóminas' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Filtrar por asistencia' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Incluir profesores de baja' })).not.toBeChecked();

  const mes = mesAnterior();
  await page.getByLabel('Mes').click();
  const opciones = page.getByRole('option');
  await expect(opciones).toHaveCount(12);
  await page.getByRole('option', { name: mes.etiqueta }).click();
  await expect(page).toHaveURL(new RegExp(`mes=${mes.valor}`));
  const lucia = page.getByRole('row', { name: /Lucía Martín Romero/ });
  await expect(lucia).toBeVisible();
  await expect(pie(page)).toContainText('Total');
  await expectAccessible(page);

  // The flags travel with the spec's names, and only when they differ from the defaults.
  const sinFiltro = page.waitForRequest((r) =>
    r.url().endsWith(`/api/nominas?mes=${mes.valor}&filtrarPorAsistencia=false`),
  );
  await page.getByRole('checkbox', { name: 'Filtrar por asistencia' }).click();
  await sinFiltro;
  await page.getByRole('checkbox', { name: 'Filtrar por asistencia' }).click();
  await expect(page).not.toHaveURL(/filtrarPorAsistencia/);
  await expect(lucia).toBeVisible();

  // The dialog makes the page inert, so the rows are read before it opens.
  const NOMBRES = ['Lucía Martín Romero', 'Pablo Ortega Vidal'];
  const kmAntes: Record<string, string> = {};
  for (const n of NOMBRES)
    kmAntes[n] = await celda(page.getByRole('row', { name: new RegExp(n) }), 5).innerText();
  const totalAntes = await celda(pie(page), 7).innerText();
  await page.getByRole('button', { name: 'Calcular Nóminas' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Distancia requerida' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText('1 de 2');
  await expectAccessible(page);
  const primero = (await dialogo.getByText(/Lucía Martín Romero|Pablo Ortega Vidal/).innerText()).trim();
  const fila = page.getByRole('row', { name: new RegExp(primero) });
  await expect(dialogo.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await dialogo.getByLabel('Kilómetros (solo ida)').fill('12.5');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toContainText('2 de 2');
  await expect(dialogo).not.toContainText(primero);
  await dialogo.getByRole('button', { name: 'Omitir' }).click();
  await expect(dialogo).toBeHidden();
  // (While the modal dialog is open the toast region outside it is hidden from the accessibility tree.)
  await expect(toast(page).getByText('Distancia personalizada creada correctamente')).toBeVisible();

  // The payroll reloads: the answered pair's round trips now count.
  await expect(celda(fila, 5)).not.toHaveText(kmAntes[primero]!);
  const otro = NOMBRES.find((n) => n !== primero)!;
  await expect(celda(page.getByRole('row', { name: new RegExp(otro) }), 5)).toHaveText(kmAntes[otro]!);
  await expect(celda(pie(page), 7)).not.toHaveText(totalAntes);

  // A second calculation asks only for the skipped one.
  await page.getByRole('button', { name: 'Calcular Nóminas' }).click();
  await expect(dialogo).toContainText('1 de 1');
  // 'Omitir', not Escape: Escape does not close a dialog while a toast is still showing (a known bug).
  await dialogo.getByRole('button', { name: 'Omitir' }).click();
  await expect(dialogo).toBeHidden();

  const sesiones = await celda(lucia, 2).innerText();
  await page.getByRole('button', { name: 'Ver sesiones de Lucía Martín Romero' }).click();
  const detalle = page.getByRole('dialog', { name: 'Sesiones de Lucía Martín Romero' });
  await expect(detalle).toContainText(mes.etiqueta);
  await expect(detalle.locator('tbody tr')).toHaveCount(Number(sesiones));
  await expect(detalle.getByText('No asistió')).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The skipped distance is still missing: the export asks first (issue 29), then marks the row.
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const aviso = page.getByRole('alertdialog', { name: 'Faltan distancias' });
  await expect(aviso).toContainText('Faltan 1 distancia entre profesor y colegio');
  await expectAccessible(page);
  const descarga = page.waitForEvent('download');
  await aviso.getByRole('button', { name: 'Exportar igualmente' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(`nominas-${mes.valor}.xlsx`);
  await expect(toast(page).getByText('Descarga iniciada')).toBeVisible();
});

test('un mes sin datos muestra el texto vacío y no exporta un fichero vacío', async ({ page }) => {
  const hace11 = new Date(new Date().getFullYear(), new Date().getMonth() - 11, 1);
  const mes = `${hace11.getFullYear()}-${String(hace11.getMonth() + 1).padStart(2, '0')}`;
  await entrarComo(page, 'admin', `/nominas?mes=${mes}`);
  await expect(
    page.getByText('No hay datos de nóminas disponibles para el período seleccionado'),
  ).toBeVisible();
  let descargas = 0;
  page.on('download', () => (descargas += 1));
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  await expect(toast(page).getByText('Nada que exportar')).toBeVisible();
  expect(descargas).toBe(0);
});
