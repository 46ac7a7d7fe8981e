/**
 * Data is never stale by time (spec), so a change must refresh every cached list that shows it: a school
 * renamed on /colegios, a teacher renamed on /profesores and a student added on /alumnos show on
 * /grupos (opened from the menu, without a reload) at once.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

async function crear(page: Page, ruta: string, datos: object): Promise<{ id: number }> {
  const res = await page.request.post(ruta, { data: datos });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const menu = (page: Page, entrada: string) =>
  page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: entrada, exact: true });

test('un cambio en colegios, profesores o alumnos se ve en /grupos sin recargar', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const sufijo = Date.now().toString(36);
  const colegio = await crear(page, '/api/colegios', {
    nombre: `CEIP Frescos ${sufijo}`,
    alias: 'Frescos',
    direccion: 'Calle Mayor 1, Madrid',
    telefono: '910 000 001',
    contactoResponsable: 'Ana Directora',
  });
  const profesor = await crear(page, '/api/profesores', {
    nombre: 'Pilar',
    apellidos: `Fresca ${sufijo}`,
    email: `pilar.${sufijo}@prueba.es`,
    telefono: '600 000 001',
    direccion: 'Calle Sol 2, Madrid',
    especializacion: ['Kids I'],
    horarioPreferido: 'tarde',
    carnetConducir: false,
    coche: false,
    numeroCuenta: 'ES9121000418450200051332',
    fechaAlta: '2025-09-01',
    fechaBaja: '',
    salario: 15,
    desplazamiento: '0',
    observaciones: '',
  });
  const niveles = (await (await page.request.get('/api/niveles')).json()) as { id: number }[];
  const grupo = `Grupo Frescos ${sufijo}`;
  await crear(page, '/api/grupos', {
    nombre: grupo,
    nivelId: niveles[0]!.id,
    duracion: 1,
    horario: '1@16:00',
    colegioId: colegio.id,
    profesorId: profesor.id,
  });

  // The groups list is cached first, as a user who looked at it before would have it.
  await menu(page, 'Grupos').click();
  const fila = page.getByRole('table', { name: 'Grupos' }).getByRole('row', { name: new RegExp(grupo) });
  await expect(fila).toContainText(`CEIP Frescos ${sufijo}`);
  await expect(fila).toContainText(`Pilar Fresca ${sufijo}`);
  // Students: none of its 16 places taken.
  await expect(fila.getByRole('cell').nth(6)).toHaveText('0 / 16');
  // A full reload would clear this mark.
  await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));

  await menu(page, 'Colegios').click();
  await page.getByRole('button', { name: `Editar CEIP Frescos ${sufijo}` }).click();
  const dialogoColegio = page.getByRole('dialog', { name: 'Editar Colegio' });
  await dialogoColegio.getByLabel('Nombre').fill(`CEIP Renombrado ${sufijo}`);
  await dialogoColegio.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Colegio actualizado')).toBeVisible();
  await menu(page, 'Grupos').click();
  await expect(fila).toContainText(`CEIP Renombrado ${sufijo}`);

  await menu(page, 'Profesores').click();
  await page.getByRole('button', { name: `Editar Pilar Fresca ${sufijo}` }).click();
  const dialogoProfesor = page.getByRole('dialog', { name: 'Editar Profesor' });
  await dialogoProfesor.getByLabel('Nombre').fill('Pilarica');
  await dialogoProfesor.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Profesor actualizado')).toBeVisible();
  await menu(page, 'Grupos').click();
  await expect(fila).toContainText(`Pilarica Fresca ${sufijo}`);

  await menu(page, 'Alumnos').click();
  await page.getByRole('button', { name: 'Nuevo Alumno' }).click();
  const dialogoAlumno = page.getByRole('dialog', { name: 'Nuevo Alumno' });
  await dialogoAlumno.getByLabel('Nombre').fill('Nico');
  await dialogoAlumno.getByLabel('Apellidos').fill(`Fresco ${sufijo}`);
  await dialogoAlumno.getByLabel('Grupo').click();
  await page.getByRole('option', { name: grupo }).click();
  await dialogoAlumno.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Alumno creado')).toBeVisible();
  await menu(page, 'Grupos').click();
  await expect(fila.getByRole('cell').nth(6)).toHaveText('1 / 16');
  await expectAccessible(page);

  expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
});
