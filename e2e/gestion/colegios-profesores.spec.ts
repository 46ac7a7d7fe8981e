import { expectAccessible } from '../support/axe';
import { entrarComo, expect, test, toast } from '../support/fixtures';

// An English browser (issue 29: native date inputs showed mm/dd/yyyy there): the kit's fields read
// dd/mm/aaaa and a decimal comma whatever the browser's language.
test.use({ locale: 'en-US' });

// Several sign-ins and screens per test against the embedded database: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('el admin crea, edita y elimina un colegio con validación', async ({ page }) => {
  await entrarComo(page, 'admin', '/colegios');
  await expect(page.getByRole('heading', { name: 'Colegios' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'CEIP San Fernando', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nuevo Colegio' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Colegio' });
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('El nombre es requerido')).toBeVisible();
  await expect(dialogo.getByText('El contacto es requerido')).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByLabel('Nombre').fill('CEIP Prueba E2E');
  await dialogo.getByLabel('Alias').fill('Prueba');
  await dialogo.getByLabel('Dirección').fill('Calle Falsa 123, Madrid');
  await dialogo.getByLabel('Teléfono').fill('910 000 000');
  await dialogo.getByLabel('Contacto').fill('Marta Directora');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Colegio creado')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'CEIP Prueba E2E', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Editar CEIP Prueba E2E' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Colegio' });
  await editar.getByLabel('Alias').fill('Prueba Editada');
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Colegio actualizado')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Prueba Editada', exact: true })).toBeVisible();

  // A school with groups cannot be deleted.
  await page.getByRole('button', { name: 'Eliminar CEIP San Fernando' }).click();
  await expect(
    page.getByRole('alertdialog', { name: '¿Está seguro de eliminar este colegio?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  // The alert dialog stays open (and makes the page outside it inert), so look for the text itself.
  await expect(page.getByText(/tiene grupos asignados/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('cell', { name: 'CEIP San Fernando', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar CEIP Prueba E2E' }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page).getByText('Colegio eliminado')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'CEIP Prueba E2E', exact: true })).toBeHidden();
});

test('el admin busca, filtra, crea, edita y elimina un profesor', async ({ page }) => {
  await entrarComo(page, 'admin', '/profesores');
  await expect(page.getByRole('heading', { name: 'Profesores' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lucía', exact: true })).toBeVisible();
  // Alberto is de baja: hidden by the default 'Activos' filter.
  await expect(page.getByRole('cell', { name: 'Alberto', exact: true })).toBeHidden();
  await page.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'Inactivos' }).click();
  await expect(page.getByRole('cell', { name: 'Alberto', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lucía', exact: true })).toBeHidden();
  await page.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await page.getByLabel('Buscar por nombre').fill('zzz-nadie');
  await expect(page.getByText('No se encontraron profesores con los criterios seleccionados')).toBeVisible();
  await page.getByLabel('Buscar por nombre').fill('');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nuevo Profesor' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Profesor' });
  await expect(dialogo.getByLabel('Fecha de alta')).not.toHaveValue('');
  await expect(dialogo.getByText('Dejar en blanco si está activo')).toBeVisible();
  await dialogo.getByLabel('Email').fill('no-es-email');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('Email inválido')).toBeVisible();
  await expect(dialogo.getByText('Seleccione al menos un nivel')).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByLabel('Nombre').fill('Tomás');
  await dialogo.getByLabel('Apellidos').fill('Prueba E2E');
  await dialogo.getByLabel('Email').fill('tomas.e2e@prueba.es');
  await dialogo.getByLabel('Teléfono').fill('600 111 222');
  await dialogo.getByLabel('Dirección').fill('Calle Sol 1, Madrid');
  await dialogo.getByRole('checkbox', { name: 'Kids II', exact: true }).check();
  await dialogo.getByRole('checkbox', { name: 'Junior I', exact: true }).check();
  await dialogo.getByLabel('Número de cuenta').fill('ES9121000418450200051332');
  // Issue 29: typed the Spanish way, key by key (a decimal comma, dd/mm/aaaa), whatever the browser's language.
  await dialogo.getByLabel('Salario (€/h)').fill('');
  await dialogo.getByLabel('Salario (€/h)').pressSequentially('17,5');
  await dialogo.getByLabel('Fecha de alta').fill('');
  await dialogo.getByLabel('Fecha de alta').pressSequentially('03022027');
  await expect(dialogo.getByLabel('Fecha de alta')).toHaveValue('03/02/2027');
  await dialogo.getByLabel('Desplazamiento').click();
  await page.getByRole('option', { name: '25 € fijos' }).click();
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Profesor creado')).toBeVisible();
  const fila = page.getByRole('row', { name: /tomas\.e2e@prueba\.es/ });
  await expect(fila).toContainText('17,50 €/h');
  await expect(fila).toContainText('25 € fijos');
  const guardados = (await (await page.request.get('/api/profesores')).json()) as {
    email: string;
    salario: number;
    fechaAlta: string;
  }[];
  const guardado = guardados.find((p) => p.email === 'tomas.e2e@prueba.es');
  expect(guardado).toMatchObject({ salario: 17.5, fechaAlta: '2027-02-03' });

  await page.getByRole('button', { name: 'Editar Tomás Prueba E2E' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Profesor' });
  await expect(editar.getByLabel('Salario (€/h)')).toHaveValue('17,50');
  await expect(editar.getByLabel('Fecha de alta')).toHaveValue('03/02/2027');
  // The account comes masked (decision 045); saved as it is, the stored one stays.
  await expect(editar.getByLabel('Número de cuenta')).toHaveValue('••••1332');
  await editar.getByLabel('Fecha de baja').fill('31/12/2099');
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Profesor actualizado')).toBeVisible();
  await expect(fila).toContainText('Inactivo');
  // Revealing it asks the server (and is logged).
  await page.getByRole('button', { name: 'Editar Tomás Prueba E2E' }).click();
  await editar.getByRole('button', { name: 'Mostrar la cuenta completa (queda registrado)' }).click();
  await expect(editar.getByLabel('Número de cuenta')).toHaveValue('ES9121000418450200051332');
  await expect(editar.getByRole('button', { name: /Mostrar la cuenta completa/ })).toBeHidden();
  await editar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editar).toBeHidden();

  await page.getByRole('button', { name: 'Eliminar Tomás Prueba E2E' }).click();
  await expect(
    page.getByRole('alertdialog', { name: '¿Está seguro de eliminar este profesor?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page).getByText('Profesor eliminado')).toBeVisible();
  await expect(fila).toBeHidden();
});
