import type { Colegio } from '@escuela/shared/colegios/colegios.schemas';
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

test('el admin crea, edita y elimina una distancia personalizada', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  // Every demo teacher–school pair is taken (or reserved for the payroll test): a school of its own.
  const nombre = `Colegio Distancias E2E ${Date.now()}`;
  const res = await page.request.post('/api/colegios', {
    data: {
      nombre,
      alias: 'Distancias',
      direccion: 'Calle del Prado 4, Madrid',
      telefono: '910 000 001',
      contactoResponsable: 'Ana Directora',
    },
  });
  expect(res.ok()).toBe(true);
  const colegio = (await res.json()) as Colegio;

  await page.goto('/distancias');
  await expect(page.getByRole('heading', { name: 'Distancias Personalizadas' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sara Iglesias Paredes' }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nueva Distancia' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nueva Distancia' });
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('El profesor es requerido')).toBeVisible();
  await dialogo.getByLabel('Profesor').click();
  await page.getByRole('option', { name: 'Sara Iglesias Paredes' }).click();
  await dialogo.getByLabel('Colegio').click();
  await page.getByRole('option', { name: `${nombre} · Calle del Prado 4, Madrid` }).click();
  await dialogo.getByLabel('Kilómetros').fill('7.25');
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Distancia personalizada creada correctamente')).toBeVisible();
  const fila = page.getByRole('row', { name: new RegExp(nombre) });
  await expect(fila).toContainText('7,25 km');
  await expect(fila).toContainText('Avenida de la Albufera 88, Madrid');

  await page.getByRole('button', { name: `Editar Sara Iglesias Paredes - ${nombre}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Distancia' });
  await expect(editar.getByLabel('Profesor')).toBeDisabled();
  await expect(editar.getByLabel('Colegio')).toBeDisabled();
  await expect(editar.getByLabel('Kilómetros')).toHaveValue('7,25');
  await editar.getByLabel('Kilómetros').fill('9,5');
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Distancia personalizada actualizada correctamente')).toBeVisible();
  await expect(fila).toContainText('9,50 km');

  await page.getByRole('button', { name: `Eliminar Sara Iglesias Paredes - ${nombre}` }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Confirmar eliminación' });
  await expect(confirmar).toContainText(nombre);
  await confirmar.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page).getByText('Distancia personalizada eliminada correctamente')).toBeVisible();
  await expect(fila).toBeHidden();

  expect((await page.request.delete(`/api/colegios/${colegio.id}`)).ok()).toBe(true);
});

test('un profesor ve la denegación en /distancias y no la tiene en el menú', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Distancias' })).toHaveCount(0);
  await page.goto('/distancias');
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await expect(page.getByText('No tienes permisos para acceder a esta página.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva Distancia' })).toHaveCount(0);
  await expectAccessible(page);
});
