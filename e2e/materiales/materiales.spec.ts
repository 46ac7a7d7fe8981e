import { expectAccessible } from '../support/axe';
import { entrarComo, expect, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

test('el admin crea, edita y elimina un material; uno usado no se elimina; Ver Periodos y Volver', async ({
  page,
}) => {
  await entrarComo(page, 'admin', '/materiales');
  const tabla = page.getByRole('table', { name: 'Materiales' });
  // Demo: WeDo 2.0 has 16 in total and 1 in use.
  await expect(tabla.getByRole('row', { name: /Kit LEGO Education WeDo 2\.0/ })).toContainText('16115');
  await expectAccessible(page);

  const nombre = `Material E2E ${Date.now()}`;
  await page.getByRole('button', { name: 'Nuevo Material' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Material' });
  // A decimal comma (issue 29): the field shows the number the Spanish way.
  await expect(dialogo.getByLabel('Total')).toHaveAttribute('inputmode', 'decimal');
  await dialogo.getByLabel('Total').fill('-1');
  await dialogo.getByLabel('En Uso').fill('-2');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('La descripción es requerida')).toBeVisible();
  await expect(dialogo.getByText('La cantidad total no puede ser negativa')).toBeVisible();
  await expect(dialogo.getByText('La cantidad en uso no puede ser negativa')).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByLabel('Descripción').fill(nombre);
  await dialogo.getByLabel('Total').fill('7,5');
  await dialogo.getByLabel('En Uso').fill('2');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Material creado')).toBeVisible();
  const fila = tabla.getByRole('row', { name: new RegExp(nombre) });
  await expect(fila.getByRole('cell')).toHaveText([nombre, '7,5', '2', '5,5', '']);

  await page.getByRole('button', { name: `Editar ${nombre}` }).click();
  const edicion = page.getByRole('dialog', { name: 'Editar Material' });
  await expect(edicion.getByLabel('Total')).toHaveValue('7,5');
  await edicion.getByLabel('En Uso').fill('3,5');
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Material actualizado')).toBeVisible();
  await expect(fila.getByRole('cell')).toHaveText([nombre, '7,5', '3,5', '4', '']);

  await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Está seguro de eliminar este material?' });
  await confirmar.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page).getByText('Material eliminado')).toBeVisible();
  await expect(fila).toHaveCount(0);

  // A material used by activities is refused with the server's reason; the confirmation stays open.
  await page.getByRole('button', { name: 'Eliminar Bee-Bot' }).click();
  await confirmar.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirmar.getByRole('alert')).toHaveText(
    /^No se puede eliminar el material: lo usan \d+ actividades\. Quítelo de ellas primero\.$/,
  );
  await expect(confirmar).toBeVisible();
  await confirmar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(tabla.getByRole('row', { name: /Bee-Bot/ })).toHaveCount(1);

  await page.getByRole('link', { name: 'Ver Periodos' }).click();
  await expect(page).toHaveURL(/\/materiales-periodo$/);
  await expect(page.getByRole('heading', { name: 'Materiales por Periodo' })).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/materiales$/);
});

test('generar periodos valida las fechas y pide confirmación; la edición en línea rechaza un valor malo', async ({
  page,
}) => {
  await entrarComo(page, 'admin', '/materiales-periodo');
  await page.getByRole('button', { name: 'Generar Periodos' }).click();
  await expect(page.getByRole('alert').getByText('Por favor seleccione fecha de inicio y fin')).toBeVisible();

  // A week far ahead that the demo's term does not reach (Monday 10/03/2031).
  await page.getByLabel('Fecha de inicio').fill('2031-03-12');
  await page.getByLabel('Fecha de fin').fill('2031-03-11');
  await page.getByRole('button', { name: 'Generar Periodos' }).click();
  await expect(
    page.getByRole('alert').getByText('La fecha de fin no puede ser anterior a la fecha de inicio'),
  ).toBeVisible();
  await page.getByLabel('Fecha de fin').fill('2031-03-14');
  await expect(page).toHaveURL(/startDate=2031-03-12&endDate=2031-03-14/);
  await page.getByRole('button', { name: 'Generar Periodos' }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Generar Periodos' });
  await expect(
    confirmar.getByText('¿Está seguro de generar los periodos? Esta acción no se puede deshacer.'),
  ).toBeVisible();
  await confirmar.getByRole('button', { name: 'Generar' }).click();
  await expect(toast(page).getByText('Periodos generados')).toBeVisible();

  const tabla = page.getByRole('table', { name: 'Materiales por periodo' });
  // micro:bit: 24 in total, 2 in use → 22 at the start of the week.
  const fila = tabla.getByRole('row', { name: /Placa micro:bit/ });
  await expect(fila.getByRole('cell')).toHaveText(['Placa micro:bit', '10/03', '16/03', '22', '0', '22']);
  await expectAccessible(page);

  await fila.getByRole('button', { name: 'Editar Cantidad Inicial de Placa micro:bit, 10/03' }).click();
  // One cell at a time: no other edit button while this one is open.
  await expect(tabla.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  const celda = fila.getByLabel('Cantidad Inicial de Placa micro:bit, 10/03');
  await celda.fill('2,5');
  await fila.getByRole('button', { name: 'Confirmar' }).click();
  await expect(fila.getByRole('alert')).toHaveText('Por favor ingrese un número válido');
  await expect(celda).toHaveAttribute('aria-invalid', 'true');
  await celda.fill('3');
  await fila.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page).getByText('Periodo actualizado')).toBeVisible();
  await expect(fila.getByRole('cell').nth(3)).toHaveText('3');

  // Cancel leaves the value as it was.
  await fila.getByRole('button', { name: 'Editar Cantidad Usada de Placa micro:bit, 10/03' }).click();
  await fila.getByLabel('Cantidad Usada de Placa micro:bit, 10/03').fill('9');
  await fila.getByRole('button', { name: 'Cancelar' }).click();
  await expect(fila.getByRole('cell').nth(4)).toHaveText('0');
  // More used than there was: a shortage, said in words too.
  await fila.getByRole('button', { name: 'Editar Cantidad Usada de Placa micro:bit, 10/03' }).click();
  await fila.getByLabel('Cantidad Usada de Placa micro:bit, 10/03').fill('5');
  await fila.getByLabel('Cantidad Usada de Placa micro:bit, 10/03').press('Enter');
  await expect(fila.getByRole('cell').nth(5)).toHaveText('-2(faltan 2)');

  await page.getByLabel('Solo disponibles').click();
  await expect(fila).toHaveCount(0);
  await expect(tabla.getByRole('row', { name: /Placa Arduino Uno/ })).toHaveCount(1);
  await expectAccessible(page);
});
