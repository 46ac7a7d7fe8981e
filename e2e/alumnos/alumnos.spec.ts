import type { Page } from '@playwright/test';
import { entrarComo, expect, test, toast } from '../support/fixtures';
import { expectAccessible } from '../support/axe';

/** A student of the list as the API sees it (the page's cookies). */
async function buscar(page: Page, search: string) {
  const res = await page.request.get(`/api/alumnos?search=${encodeURIComponent(search)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).alumnos as {
    id: number;
    nombre: string;
    apellidos: string;
    grupo: { id: number; nombre: string } | null;
    observaciones: string | null;
  }[];
}

const tabla = (page: Page) => page.getByRole('table', { name: 'Alumnos' });

/** The school's calendar day `dias` from today, as the app writes it (dd/mm/aaaa) and as ISO. */
function diaEscuela(dias = 0) {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const d = new Date(`${hoy}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  const iso = d.toISOString().slice(0, 10);
  return { iso, es: iso.split('-').reverse().join('/') };
}

test('filtros en la URL, ?grupoId= preselecciona el grupo y ?id= abre el alumno', async ({ page }) => {
  await entrarComo(page, 'admin', '/alumnos');
  await expect(page.getByRole('heading', { name: 'Alumnos', level: 1 })).toBeVisible();
  await expect(tabla(page).getByRole('row').nth(10)).toBeVisible();
  await expectAccessible(page);

  // Accent- and case-insensitive search, kept in the URL.
  await page.getByLabel('Buscar').fill('FERNANDEZ nunez');
  await expect(page).toHaveURL(/search=FERNANDEZ/);
  await expect(tabla(page).getByRole('cell', { name: 'Fernández Núñez', exact: true })).toBeVisible();
  await expect(tabla(page).getByRole('row')).toHaveCount(2);

  await page.getByLabel('Buscar').fill('');
  await page.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'Baja' }).click();
  await expect(page).toHaveURL(/estado=baja/);
  await expect(tabla(page).getByRole('cell', { name: 'Moreno Álvarez', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Estado')).toHaveText('Baja');

  await page.goto('/alumnos');
  await page.getByLabel('Observaciones').click();
  await page.getByRole('option', { name: 'Con observaciones' }).click();
  await expect(page).toHaveURL(/observaciones=con/);
  await expect(tabla(page).getByRole('cell', { name: 'Fernández Núñez', exact: true })).toBeVisible();
  await expect(tabla(page).getByRole('cell', { name: 'García Martín', exact: true })).toHaveCount(0);

  const [lucia] = await buscar(page, 'Lucía Fernández');
  await page.goto(`/alumnos?grupoId=${lucia!.grupo!.id}`);
  await expect(page.getByLabel('Grupo')).toHaveText(lucia!.grupo!.nombre);
  await expect(tabla(page).getByRole('cell', { name: 'Fernández Núñez', exact: true })).toBeVisible();
  await page.getByLabel('Grupo').click();
  await page.getByRole('option', { name: 'Sin asignar' }).click();
  await expect(page).toHaveURL(/grupoId=sin/);
  await expect(tabla(page).getByRole('cell', { name: 'Soler Arias', exact: true })).toBeVisible();

  await page.goto(`/alumnos?id=${lucia!.id}`);
  const dialogo = page.getByRole('dialog', { name: 'Editar Alumno' });
  await expect(dialogo.getByLabel('Nombre')).toHaveValue('Lucía');
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).not.toHaveURL(/id=/);
});

test('el admin crea, edita y elimina un alumno', async ({ page }) => {
  await entrarComo(page, 'admin', '/alumnos');
  await page.getByRole('button', { name: 'Nuevo Alumno' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Alumno' });
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(dialogo.getByText('Los apellidos son obligatorios')).toBeVisible();
  await dialogo.getByLabel('Nombre').fill('Candela');
  await dialogo.getByLabel('Apellidos').fill('Prueba Navegador');
  await dialogo.getByLabel('Teléfono 1').fill('123');
  await dialogo.getByLabel('Letra').click();
  await page.getByRole('option', { name: 'B', exact: true }).click();
  await dialogo.getByLabel('Curso').click();
  await page.getByRole('option', { name: '4º Primaria' }).click();
  await dialogo.getByLabel('Grupo').click();
  await page.getByRole('option').nth(1).click();
  // Choosing a group offers its start day: today, written dd/mm/aaaa whatever the browser's language.
  const desde = dialogo.getByLabel('En el grupo desde');
  await expect(desde).toHaveValue(diaEscuela().es);
  await desde.fill('31/02/2026');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('El teléfono debe tener al menos 9 dígitos')).toBeVisible();
  await expect(dialogo.getByText('La fecha de inicio en el grupo no es válida')).toBeVisible();
  await expectAccessible(page);
  await desde.fill(diaEscuela(-30).es);
  await dialogo.getByLabel('Teléfono 1').fill('611 222 333');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Alumno creado')).toBeVisible();
  await expect(dialogo).toBeHidden();

  await page.getByLabel('Buscar').fill('candela prueba');
  await expect(page).toHaveURL(/search=candela/);
  const fila = tabla(page).getByRole('row', { name: /Candela/ });
  await expect(fila).toContainText('4º Primaria B');
  await fila.getByRole('button', { name: 'Editar Candela Prueba Navegador' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Alumno' });
  await expect(editar.getByLabel('Teléfono 1')).toHaveValue('611 222 333');
  await expect(editar.getByLabel('En el grupo desde')).toHaveValue(diaEscuela(-30).es);
  const [creada] = await buscar(page, 'candela prueba');
  const detalle = await page.request.get(`/api/alumnos/${creada!.id}`);
  expect((await detalle.json()).desde).toBe(diaEscuela(-30).iso);
  await editar.getByLabel('Observaciones').fill('Viene los lunes con su hermana');
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Alumno actualizado')).toBeVisible();
  await expect(fila).toContainText('Viene los lunes con su hermana');

  await fila.getByRole('button', { name: 'Eliminar Candela Prueba Navegador' }).click();
  const confirmar = page.getByRole('alertdialog');
  await expect(confirmar).toContainText('se eliminarán también sus observaciones');
  await confirmar.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page).getByText('Alumno eliminado')).toBeVisible();
  await expect(tabla(page).getByText('No hay alumnos que coincidan con los filtros')).toBeVisible();
});

test('un profesor ve sus alumnos y solo cambia las observaciones', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrarComo(page, 'profesor', '/alumnos');
  await expect(page.getByRole('button', { name: 'Nuevo Alumno' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Importar Excel/CSV' })).toHaveCount(0);
  await expect(page.getByLabel('Observaciones')).toHaveCount(0);
  await expectAccessible(page);
  const propios = await buscar(page, '');
  expect(propios.length).toBeGreaterThan(0);
  const alumno = propios[0]!;

  await page.getByRole('button', { name: `Editar ${alumno.nombre} ${alumno.apellidos}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Alumno' });
  await expect(dialogo).toContainText('solo puedes modificar las observaciones');
  await expect(dialogo.getByRole('textbox')).toHaveCount(1);
  await expectAccessible(page);
  const texto = `Hoy montó el robot sin ayuda ${Date.now()}`;
  await dialogo.getByLabel('Observaciones').fill(texto);
  const peticion = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes(`/api/alumnos/${alumno.id}`),
  );
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  expect((await peticion).postDataJSON()).toEqual({ observaciones: texto });
  await expect(toast(page).getByText('Alumno actualizado')).toBeVisible();
  const [despues] = (await buscar(page, `${alumno.nombre} ${alumno.apellidos}`)).filter(
    (a) => a.id === alumno.id,
  );
  expect(despues).toMatchObject({ nombre: alumno.nombre, apellidos: alumno.apellidos, observaciones: texto });
});

test('importar un CSV con filas buenas y malas muestra el resultado; las dos exportaciones se descargan', async ({
  page,
}) => {
  await entrarComo(page, 'admin', '/alumnos');
  await page.getByRole('button', { name: 'Importar Excel/CSV' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Importar alumnos' });
  await expectAccessible(page);
  const plantilla = page.waitForEvent('download');
  await dialogo.getByRole('button', { name: 'Descargar plantilla' }).click();
  expect((await plantilla).suggestedFilename()).toBe('plantilla_alumnos.xlsx');

  const csv = [
    'Nombre;Apellidos;Fecha de nacimiento;Curso;Letra',
    'Rocío;Importada Uno;01/09/2015;3º Primaria;A',
    ';Sin Nombre;;;',
    'Tomás;Importado Dos;31/02/2016;2;B',
    'Inés;Importada Tres;05/06/2016;2;B',
  ].join('\r\n');
  await dialogo
    .getByLabel('Archivo')
    .setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialogo.getByRole('button', { name: 'Importar' }).click();
  await expect(dialogo.getByText('Importación completada', { exact: true })).toBeVisible();
  await expect(
    dialogo.getByText('Importación completada: 2 alumnos creados, 0 actualizados, 2 filas con errores'),
  ).toBeVisible();
  const rechazadas = dialogo.getByRole('list', { name: 'Filas rechazadas' });
  await expect(rechazadas).toContainText('Fila 3: El nombre es obligatorio');
  await expect(rechazadas).toContainText('Fila 4: La fecha de nacimiento no es válida');
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Cerrar' }).first().click();
  await page.getByLabel('Buscar').fill('importad');
  await expect(tabla(page).getByRole('row')).toHaveCount(3);

  const exportacion = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await exportacion).suggestedFilename()).toBe('alumnos.xlsx');
  await expect(toast(page).getByText('Descarga iniciada')).toBeVisible();
  const detalle = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar detalle' }).click();
  expect((await detalle).suggestedFilename()).toBe('detalle_alumnos.xlsx');
});
