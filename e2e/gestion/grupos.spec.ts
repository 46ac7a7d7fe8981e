import { expectAccessible } from '../support/axe';
import { cuentaDemo, entrarComo, expect, iniciarSesion, test, toast } from '../support/fixtures';

// Several sign-ins and screens per test against the embedded database: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('el admin filtra, ordena, crea, edita y elimina un grupo', async ({ page }) => {
  await entrarComo(page, 'admin', '/grupos');
  const tabla = page.getByRole('table', { name: 'Grupos' });
  await expect(tabla.getByRole('link', { name: 'Drones Junior III · Santa Ana', exact: true })).toBeVisible();
  await expect(tabla.getByText('Lunes, Miércoles 16:00').first()).toBeVisible();
  // Paged and sorted on the server: the page block says how many groups the filters leave.
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText(
    /Página 1 de 1 · \d+ grupos/,
  );
  await expectAccessible(page);

  // Sort by students, then by name descending.
  await tabla.getByRole('button', { name: 'Nombre' }).click();
  await expect(tabla.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(tabla.getByRole('row').nth(1)).toContainText('Robótica Kids II · La Paloma');

  await page.getByLabel('Colegio').click();
  await page.getByRole('option', { name: 'Colegio Santa Ana' }).click();
  await expect(tabla.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Profesor').click();
  await page.getByRole('option', { name: 'Lucía Martín Romero' }).click();
  await expect(tabla.getByText('No hay grupos que mostrar')).toBeVisible();
  await page.getByLabel('Colegio').click();
  await page.getByRole('option', { name: 'Todos los colegios' }).click();
  await expect(tabla.getByRole('row')).toHaveCount(4);
  await page.getByLabel('Profesor').click();
  await page.getByRole('option', { name: 'Todos los profesores' }).click();

  await page.getByRole('button', { name: 'Nuevo Grupo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Grupo' });
  await expect(dialogo.getByLabel('Hora de inicio')).toHaveValue('16:00');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('El nombre es requerido')).toBeVisible();
  await expect(dialogo.getByText('Seleccione al menos un día')).toBeVisible();
  await expect(page.getByText('Debe seleccionar al menos un día').first()).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByLabel('Nombre').fill('Grupo E2E');
  await dialogo.getByLabel('Nivel').click();
  await page.getByRole('option', { name: 'Kids II', exact: true }).click();
  await dialogo.getByLabel('Duración').click();
  await page.getByRole('option', { name: '1,5 horas' }).click();
  await dialogo.getByLabel('Colegio').click();
  await page.getByRole('option', { name: 'Colegio Santa Ana' }).click();
  await dialogo.getByLabel('Profesor').click();
  await page.getByRole('option', { name: 'Sara Iglesias Paredes' }).click();
  await dialogo.getByLabel('Martes').check();
  await dialogo.getByLabel('Jueves').check();
  await dialogo.getByLabel('Hora de inicio').fill('17:30');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Grupo creado')).toBeVisible();
  const fila = tabla.getByRole('row', { name: /Grupo E2E/ });
  await expect(fila).toContainText('Martes, Jueves 17:30');
  await expect(fila).toContainText('1,5 h');

  await page.getByRole('button', { name: 'Editar Grupo E2E' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Grupo' });
  await expect(editar.getByLabel('Martes')).toBeChecked();
  await editar.getByLabel('Jueves').uncheck();
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Grupo actualizado')).toBeVisible();
  await expect(fila).toContainText('Martes 17:30');

  await page.getByRole('button', { name: 'Eliminar Grupo E2E' }).click();
  await expect(
    page.getByRole('alertdialog', {
      name: '¿Está seguro de eliminar este grupo? Esta acción eliminará también todas las sesiones y asistencias asociadas.',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page).getByText('Grupo eliminado')).toBeVisible();
  await expect(fila).toBeHidden();

  // A row leads to its sessions; the students action to its students.
  await tabla.getByRole('link', { name: 'Ver alumnos de Drones Junior III · Santa Ana' }).click();
  await expect(page).toHaveURL(/\/alumnos\?grupoId=\d+$/);
  await page.goBack();
  await tabla.getByRole('link', { name: 'Drones Junior III · Santa Ana', exact: true }).click();
  await expect(page).toHaveURL(/\/sesiones\?grupoId=\d+$/);
});

test('un profesor ve solo sus grupos y colegios, con la nota, y no entra en /profesores', async ({
  page,
}) => {
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page).toHaveURL(/\/dashboard$/);
  // Dashboard: its next sessions.
  const proximas = page
    .getByRole('heading', { name: 'Próximas sesiones' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-lg")][1]');
  await expect(proximas.getByRole('link')).toHaveCount(3);
  await expect(proximas.getByRole('link').first()).toContainText(/· (San Fernando|La Paloma)/);
  await expect(page.getByRole('heading', { name: 'Últimas observaciones de sesiones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimas observaciones de alumnos' })).toBeVisible();
  await expectAccessible(page);
  await proximas.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sesiones\?grupoId=\d+$/);

  await page.goto('/grupos');
  await expect(page.getByText('Mostrando grupos asignados a tu usuario')).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Grupos' });
  await expect(tabla.getByRole('row')).toHaveCount(4);
  await expect(tabla.getByText('Drones Junior III · Santa Ana')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Nuevo Grupo' })).toBeHidden();
  await expect(page.getByLabel('Profesor')).toBeHidden();
  await page.getByLabel('Colegio').click();
  await expect(page.getByRole('option')).toHaveCount(3);
  await page.getByRole('option', { name: 'Colegio Virgen de la Paloma' }).click();
  await expect(tabla.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);

  await page.goto('/colegios');
  await expect(page.getByRole('cell', { name: 'CEIP San Fernando', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Colegio Santa Ana', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Nuevo Colegio' })).toBeHidden();

  await page.goto('/profesores');
  await expect(page).toHaveURL(/\/dashboard$/);
});
