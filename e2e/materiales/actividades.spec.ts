import { expectAccessible } from '../support/axe';
import { entrarComo, expect, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

test('importar actividades: una fila buena entra y la mala se lista; la plantilla se descarga', async ({
  page,
}) => {
  await entrarComo(page, 'admin', '/actividades');
  const tabla = page.getByRole('table', { name: 'Actividades' });
  await expect(tabla.getByRole('row', { name: /El camino de la abeja/ })).toContainText('Bee-Bot');
  await expectAccessible(page);

  const plantilla = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  expect((await plantilla).suggestedFilename()).toBe('plantilla_actividades.csv');

  const titulo = `Actividad E2E ${Date.now()}`;
  const csv = [
    'Título;Nivel;Material 1;Cantidad 1;Material 2;Cantidad 2;Alumnos;Observaciones',
    `${titulo};Kids II;Placa micro:bit;1,5;;;3;Importada en la prueba`,
    'Actividad sin nivel válido;Nivel Inexistente;;;;;2;',
  ].join('\r\n');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Importar actividades' });
  await dialogo
    .getByLabel('Archivo')
    .setInputFiles({ name: 'actividades.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialogo.getByRole('button', { name: 'Importar' }).click();
  await expect(dialogo.getByText('Importación completada: 1 actividad creada, 0 actualizadas')).toBeVisible();
  await expect(dialogo.getByRole('list', { name: 'Filas rechazadas' })).toHaveText(
    'Fila 3: El nivel «Nivel Inexistente» no existe',
  );
  // The toast (hidden from the accessibility tree while the modal is open) adds the spec's hint.
  await expect(
    page
      .getByText(
        'Importación completada: 1 actividad creada, 0 actualizadas. Revise la consola para ver los errores',
      )
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Cerrar' }).first().click();

  const fila = tabla.getByRole('row', { name: new RegExp(titulo) });
  await expect(fila.getByRole('cell')).toHaveText([
    titulo,
    'Kids II',
    'Placa micro:bit',
    '1,5',
    '—',
    '0',
    '3',
    'Importada en la prueba',
    '',
  ]);
  await expect(tabla.getByRole('row', { name: /Actividad sin nivel válido/ })).toHaveCount(0);

  // Edit then delete what the test created.
  await page.getByRole('button', { name: `Editar ${titulo}` }).click();
  const edicion = page.getByRole('dialog', { name: 'Editar Actividad' });
  await edicion.getByLabel('Alumnos').fill('0');
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await expect(edicion.getByText('Debe haber al menos 1 alumno')).toBeVisible();
  await edicion.getByLabel('Alumnos').fill('4');
  await edicion.getByLabel('Material 2').click();
  await page.getByRole('option', { name: 'Sensor de ultrasonidos' }).click();
  await edicion.getByLabel('Cantidad 2').fill('2');
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Actividad actualizada')).toBeVisible();
  await expect(fila.getByRole('cell').nth(4)).toHaveText('Sensor de ultrasonidos');
  await expect(fila.getByRole('cell').nth(6)).toHaveText('4');
  await page.getByRole('button', { name: `Eliminar ${titulo}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page).getByText('Actividad eliminada')).toBeVisible();
  await expect(fila).toHaveCount(0);
});

test('una actividad nueva exige título y nivel; el nivel ordena la tabla', async ({ page }) => {
  await entrarComo(page, 'admin', '/actividades');
  const tabla = page.getByRole('table', { name: 'Actividades' });
  await expect(tabla.getByRole('columnheader', { name: 'Nivel' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(tabla.getByRole('row').nth(1)).toContainText('Preescholers I');
  await tabla.getByRole('button', { name: 'Nivel' }).click();
  await expect(tabla.getByRole('row').nth(1)).toContainText('Junior III');

  await page.getByRole('button', { name: 'Nueva Actividad' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nueva Actividad' });
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('El título es requerido')).toBeVisible();
  await expect(dialogo.getByText('El nivel es requerido')).toBeVisible();
  await expectAccessible(page);
});
