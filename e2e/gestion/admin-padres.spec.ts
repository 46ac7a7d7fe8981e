/**
 * /admin-padres (issue 10): search (accents and case ignored), school filter, 'Limpiar filtros', sorting,
 * selection with select-all and the bulk delete; the dialog's messages, create, edit and delete from the
 * row menu. The test creates every parent it changes.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { esperarCorreo } from '../support/correo';
import { conSesion, cuentaDemo, entrarComo, expect, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'Robot#Verde2026';

const filasDatos = (page: Page) =>
  page
    .getByRole('table', { name: 'Padres/Tutores' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('el admin busca, filtra, ordena, selecciona y elimina padres en bloque', async ({ page }) => {
  await conSesion(page, 'admin');
  const s = Date.now().toString(36);
  const colegios = (await (await page.request.get('/api/padres/colegios')).json()) as {
    id: number;
    nombre: string;
  }[];
  const [a, b] = [colegios[0]!, colegios[1]!];
  const padres = [
    { nombre: `Ángela Núñez Zeta${s}`, colegio: a },
    { nombre: `Bruno Ortega Zeta${s}`, colegio: b },
    { nombre: `Carla Peña Zeta${s}`, colegio: a },
  ];
  for (const [i, p] of padres.entries()) {
    const res = await page.request.post('/api/admin/padres', {
      data: {
        nombre: p.nombre,
        email: `zeta${i}.${s}@prueba.es`,
        password: PASSWORD,
        colegioId: p.colegio.id,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.goto('/admin-padres');
  await expect(page.getByRole('heading', { name: 'Gestión de Padres/Tutores' })).toBeVisible();
  await expectAccessible(page);

  // Nothing selected: the bulk delete says so.
  await page.getByRole('button', { name: /Eliminar seleccionados/ }).click();
  await expect(toast(page).getByText('No hay padres seleccionados para eliminar')).toBeVisible();

  // Accent- and case-insensitive search on the server.
  const buscar = page.getByLabel('Buscar');
  await buscar.fill(`NUNEZ ZETA${s.toUpperCase()}`);
  await expect(filasDatos(page)).toHaveCount(1);
  await expect(page.getByRole('cell', { name: padres[0]!.nombre, exact: true })).toBeVisible();

  await buscar.fill(`zeta${s}`);
  await expect(filasDatos(page)).toHaveCount(3);
  // School filter.
  await page.getByRole('combobox', { name: 'Colegio' }).click();
  await page.getByRole('option', { name: b.nombre, exact: true }).click();
  await expect(filasDatos(page)).toHaveCount(1);
  await expect(page.getByRole('cell', { name: padres[1]!.nombre, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`colegio=${b.id}`));
  // 'Limpiar filtros' empties both.
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(buscar).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Colegio' })).toHaveText('Todos los colegios');
  await expect(page).toHaveURL(/\/admin-padres$/);

  // Sorting: by name (first view), then descending, then by school.
  await buscar.fill(`zeta${s}`);
  await expect(filasDatos(page)).toHaveCount(3);
  const nombres = () => filasDatos(page).locator('td:nth-child(2)').allInnerTexts();
  expect((await nombres()).map((t) => t.split('\n')[0])).toEqual(padres.map((p) => p.nombre));
  await page.getByRole('button', { name: 'Nombre' }).click();
  await expect(page.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'descending');
  expect((await nombres()).map((t) => t.split('\n')[0])).toEqual(padres.map((p) => p.nombre).reverse());
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Colegio' }).click();
  await expect(page.getByRole('columnheader', { name: 'Colegio' })).toHaveAttribute('aria-sort', 'ascending');

  // Select one, then all, and delete in bulk.
  await page.getByRole('checkbox', { name: `Seleccionar ${padres[1]!.nombre}` }).check();
  await expect(page.getByRole('button', { name: 'Eliminar seleccionados (1)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Seleccionar todos' }).click();
  await expect(page.getByRole('button', { name: 'Eliminar seleccionados (3)' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Eliminar seleccionados (3)' }).click();
  const confirmar = page.getByRole('alertdialog', {
    name: '¿Está seguro de eliminar los padres seleccionados?',
  });
  await expect(confirmar.getByText(/Sus alumnos se conservan/)).toBeVisible();
  await confirmar.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page).getByText('3 padres eliminados')).toBeVisible();
  await expect(page.getByText('No se encontraron padres con los criterios seleccionados')).toBeVisible();
});

test('el admin crea, edita y elimina un padre desde el diálogo y el menú de la fila', async ({ page }) => {
  const s = Date.now().toString(36);
  const email = `nuevo.padre.${s}@prueba.es`;
  const nombre = `Teresa Tutora ${s}`;
  await entrarComo(page, 'admin', '/admin-padres');
  await page.getByRole('button', { name: 'Nuevo Padre/Tutor' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Padre/Tutor' });
  await expect(dialogo.getByText(/le enviaremos un correo de invitación/)).toBeVisible();
  await dialogo.getByLabel('Email').fill('mal');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('El nombre es requerido')).toBeVisible();
  await expect(dialogo.getByText('Email inválido')).toBeVisible();
  await expect(dialogo.getByText('El colegio es obligatorio')).toBeVisible();
  await expectAccessible(page);

  await dialogo.getByLabel('Nombre').fill(nombre);
  await dialogo.getByLabel('Email').fill(cuentaDemo('tutor').email);
  await dialogo.getByRole('combobox', { name: 'Colegio' }).click();
  await page.getByRole('option').first().click();
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('Ya existe una cuenta con este email')).toBeVisible();
  // Blank password: an invitation, never a default password.
  await dialogo.getByLabel('Email').fill(email);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    toast(page).getByText('Padre creado. Le hemos enviado un correo para que elija su contraseña'),
  ).toBeVisible();
  await esperarCorreo(email, /crea tu contraseña/);

  await page.getByLabel('Buscar').fill(s);
  await expect(filasDatos(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Acciones de ${nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Padre/Tutor' });
  await expect(editar.getByText(/en blanco para mantener la actual/)).toBeVisible();
  await editar.getByLabel('Nombre').fill(`${nombre} Editada`);
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Padre actualizado correctamente')).toBeVisible();
  await expect(filasDatos(page).getByText(`${nombre} Editada`)).toBeVisible();

  await page.getByRole('button', { name: `Acciones de ${nombre} Editada` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Está seguro de eliminar este padre?' });
  await expect(confirmar.getByText(/Sus alumnos se conservan, sin padre asignado/)).toBeVisible();
  await confirmar.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(
    toast(page).getByText('Padre eliminado. Sus alumnos se conservan, sin padre asignado'),
  ).toBeVisible();
  await expect(page.getByText('No se encontraron padres con los criterios seleccionados')).toBeVisible();
});
