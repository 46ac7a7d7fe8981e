/**
 * Children's data (issue 25, decisions 043 and 044): a family on a 360 px phone gives its consents while
 * enrolling a child (the privacy notice is required), decides a pending one from the banner, and adds a
 * pick-up person (a wrong DNI is refused); the teacher's attendance screen shows the demo's allergy
 * (details on tap) and "sin fotos" badges and who may collect the child.
 */
import { expectAccessible } from '../support/axe';
import { conSesion, entrarComo, expect, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

const GRUPO = 'Robótica Kids I · San Fernando';

test('una familia en el móvil da sus consentimientos al inscribir y añade a quien puede recoger', async ({
  browser,
}) => {
  const movil = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await movil.newPage();
  const apellidos = `Consiente ${Date.now().toString(36)}`;
  const nombre = `Nora ${apellidos}`;

  await entrarComo(page, 'tutor', '/padres/dashboard?section=inscribir');
  await page.getByLabel('Nombre').fill('Nora');
  await page.getByLabel('Apellidos').fill(apellidos);
  await page.getByLabel('Fecha de nacimiento').fill('2017-02-11');
  await page.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: '3º Primaria' }).click();
  await page.getByRole('combobox', { name: 'Letra' }).click();
  await page.getByRole('option', { name: 'A', exact: true }).click();
  await page.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: new RegExp(GRUPO) }).click();
  await page.getByLabel('Teléfono 1').fill('600555444');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // Without the privacy notice nothing is sent.
  await page.getByRole('button', { name: 'Inscribir alumno' }).click();
  await expect(
    page.getByText('Para inscribir a tu hijo o hija debes aceptar el aviso de privacidad (versión actual)'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Texto: Aviso de privacidad' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'He leído y acepto el aviso de privacidad' }).click();
  await page.getByRole('checkbox', { name: 'Uso interno de la escuela' }).click();
  await page.getByRole('checkbox', { name: 'Familias del grupo' }).click();
  await expect(page.getByText('Para inscribir a tu hijo o hija debes aceptar')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Inscribir alumno' }).click();
  await expect(toast(page).getByText('El alumno ha sido inscrito correctamente')).toBeVisible();
  await expect(page).toHaveURL(/section=alumnos/);

  // The banner leads to the consents; the new child's privacy and image are decided, the rest pending.
  await page.getByRole('link', { name: 'Revisar consentimientos' }).click();
  await expect(page).toHaveURL(/section=consentimientos/);
  const hijo = page.getByRole('region', { name: nombre });
  await expect(hijo.getByText('Autorizado: uso interno de la escuela, familias del grupo')).toBeVisible();
  await expect(hijo.getByText('Pendiente', { exact: true })).toHaveCount(2);
  await hijo.getByRole('checkbox', { name: 'Lo autorizo' }).first().click();
  await hijo.getByRole('button', { name: `Guardar decisión: Salida sin acompañante de ${nombre}` }).click();
  await expect(toast(page).getByText('Decisión guardada')).toBeVisible();
  await expect(hijo.getByText('Pendiente', { exact: true })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await hijo.screenshot({ path: 'test-results/consentimientos-portal-360.png' });
  await expectAccessible(page);

  // A pick-up person: a wrong DNI is refused under its field, a right one is kept.
  await page.goto('/padres/dashboard?section=salud');
  const salud = page.getByRole('region', { name: nombre });
  await salud.getByRole('button', { name: 'Añadir persona autorizada' }).click();
  await salud.getByLabel('Nombre y apellidos').fill('Tomás Ruiz Vega');
  await salud.getByLabel('DNI/NIE').fill('12345678A');
  await salud.getByLabel('Parentesco').fill('Tío');
  await salud.getByLabel('Teléfono').fill('622333444');
  await salud.getByRole('button', { name: 'Guardar datos de salud y recogida' }).click();
  await expect(salud.getByText('El DNI/NIE no es válido: revisa el número y la letra')).toBeVisible();
  await expectAccessible(page);
  await salud.getByLabel('DNI/NIE').fill('x1234567l');
  await salud.getByRole('button', { name: 'Guardar datos de salud y recogida' }).click();
  await expect(toast(page).getByText('Datos de salud y recogida guardados')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: nombre }).getByLabel('DNI/NIE')).toHaveValue('X1234567L');
  await page.getByRole('region', { name: nombre }).screenshot({ path: 'test-results/salud-portal-360.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await movil.close();
});

test('la lista de asistencia del profesor muestra alergias, «sin fotos» y quién recoge', async ({
  browser,
}) => {
  const movil = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await movil.newPage();
  await conSesion(page, 'profesor');
  const grupos = (await (await page.request.get('/api/grupos/opciones')).json()) as {
    id: number;
    nombre: string;
  }[];
  const grupo = grupos.find((g) => g.nombre === GRUPO)!;
  await page.goto(`/sesiones?grupoId=${grupo.id}&estado=completada&order=desc`);
  await page
    .getByRole('table', { name: 'Sesiones' })
    .getByRole('link', { name: new RegExp(`asistencia de ${GRUPO}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/asistencias\/\d+\/\d{4}-\d{2}-\d{2}$/);

  // Pablo (the demo family): a nut allergy, image allowed for the school, his grandmother collects him.
  const pablo = page.getByRole('row', { name: /Pablo Navarro Gil/ });
  const alergia = pablo.getByRole('button', { name: 'Alergia de Pablo Navarro Gil: ver detalles' });
  await expect(alergia).toBeVisible();
  await expect(pablo.getByText('Sin fotos')).toHaveCount(0);
  await expect(pablo.getByText(/Recogen: Carmen Gil Ortega \(Abuela/)).toBeVisible();
  await alergia.click();
  const detalle = page.getByRole('dialog');
  await expect(detalle.getByText('Frutos secos')).toBeVisible();
  await expect(detalle.getByText(/llamar al 112/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(detalle).toBeHidden();

  // The office's students have no image consent yet: "sin fotos".
  const filas = page.getByRole('table').last().getByRole('row');
  await expect(filas.filter({ hasText: 'Sin fotos' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/consentimientos-asistencia-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/consentimientos-asistencia-1280.png', fullPage: true });
  await movil.close();
});

test('la oficina ve los consentimientos pendientes y edita la salud y recogida de un alumno', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarComo(page, 'admin', '/consentimientos');
  await expect(page.getByRole('heading', { name: 'Consentimientos pendientes' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Consentimientos pendientes' });
  // Pablo's family decided the privacy notice and the image: leaving alone and medication are pending.
  const pablo = tabla.getByRole('row', { name: /Pablo Navarro Gil/ });
  await expect(pablo.getByText('Salida sin acompañante')).toBeVisible();
  await expect(pablo.getByText('Aviso de privacidad')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/consentimientos-pendientes-1280.png' });

  await page.goto('/alumnos?search=Emma%20Ramos');
  await page.getByRole('button', { name: 'Salud, recogida y consentimientos de Emma Ramos Gil' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Salud y recogida: Emma Ramos Gil' });
  await expect(dialogo.getByLabel('Descripción')).toHaveValue('Látex');
  await expect(dialogo.getByText('Pendiente', { exact: true })).toHaveCount(4);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/salud-oficina-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: 'test-results/salud-oficina-360.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await dialogo.getByRole('switch', { name: 'Puede salir solo al terminar la clase' }).click();
  await dialogo.getByRole('button', { name: 'Guardar datos de salud y recogida' }).click();
  // Saved, the dialog closes; opened again it shows the change.
  await expect(toast(page).getByText('Datos de salud y recogida guardados')).toBeVisible();
  await expect(dialogo).toBeHidden();
  await page.getByRole('button', { name: 'Salud, recogida y consentimientos de Emma Ramos Gil' }).click();
  await expect(dialogo.getByRole('switch', { name: 'Puede salir solo al terminar la clase' })).toBeChecked();
});
