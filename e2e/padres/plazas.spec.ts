/**
 * Issue 26 in the browser: a group with one place, taken; the demo family enrols a child on a 360 px phone
 * and is told "Lista de espera"; the office sees the list in the group's dialog; when the place frees
 * (an admin's baja), the family gets the offer e-mail and accepts it from the link.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { esperarCorreo } from '../support/correo';
import { conSesion, cuentaDemo, entrarComo, expect, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

const MOVIL = { viewport: { width: 360, height: 740 }, hasTouch: true };
const REFERENCIA = 'Robótica Kids I · San Fernando';

async function sinScrollLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('una familia queda en lista de espera en el móvil y acepta la plaza desde el correo', async ({
  browser,
  page: admin,
}) => {
  await conSesion(admin, 'admin');
  const sufijo = Date.now().toString(36);
  const nombreGrupo = `Plazas E2E ${sufijo}`;

  // The office: a group with one place in the demo family's school, and a child in it.
  const grupos = (await (await admin.request.get('/api/grupos?limit=200')).json()) as {
    grupos: { nombre: string; nivelId: number; colegioId: number; profesorId: number }[];
  };
  const ref = grupos.grupos.find((g) => g.nombre === REFERENCIA)!;
  const creado = await admin.request.post('/api/grupos', {
    data: {
      nombre: nombreGrupo,
      nivelId: ref.nivelId,
      colegioId: ref.colegioId,
      profesorId: ref.profesorId,
      duracion: 1,
      horario: '2@17:00',
      plazasMaximas: 1,
      plazasMinimas: 1,
    },
  });
  expect(creado.ok(), await creado.text()).toBe(true);
  const grupo = (await creado.json()) as { id: number };
  const ocupante = await admin.request.post('/api/alumnos', {
    data: { nombre: 'Ocupante', apellidos: `E2E ${sufijo}`, grupoId: grupo.id },
  });
  expect(ocupante.ok(), await ocupante.text()).toBe(true);
  const ocupanteId = ((await ocupante.json()) as { id: number }).id;

  // The family on a phone: the group says "Lista de espera"; enrolling puts the child on it.
  const familia = await (await browser.newContext(MOVIL)).newPage();
  await entrarComo(familia, 'tutor', '/padres/dashboard?section=inscribir');
  await familia.getByLabel('Nombre').fill('Nerea');
  await familia.getByLabel('Apellidos').fill(`Espera ${sufijo}`);
  await familia.getByLabel('Fecha de nacimiento').fill('2017-04-12');
  await familia.getByRole('combobox', { name: 'Curso' }).click();
  await familia.getByRole('option', { name: '3º Primaria' }).click();
  await familia.getByRole('combobox', { name: 'Letra' }).click();
  await familia.getByRole('option', { name: 'A', exact: true }).click();
  await familia.getByRole('combobox', { name: 'Grupo' }).click();
  const opcion = familia.getByRole('option', { name: new RegExp(`${nombreGrupo}.*Lista de espera`) });
  await expect(opcion).toBeVisible();
  await opcion.click();
  await familia.getByLabel('Teléfono 1').fill('600123456');
  await familia.getByRole('checkbox', { name: 'He leído y acepto el aviso de privacidad' }).click();
  await expect(familia.getByRole('listbox')).toHaveCount(0);
  await familia.getByRole('button', { name: 'Inscribir alumno' }).click();
  await expect(toast(familia).getByText(/lista de espera \(posición 1\)/)).toBeVisible();
  await expect(familia).toHaveURL(/section=ofertas/);
  const espera = familia.getByRole('region', { name: 'Lista de espera' });
  await expect(espera.getByText(`Nerea · ${nombreGrupo}`)).toBeVisible();
  await expect(espera.getByText('Lista de espera · posición 1')).toBeVisible();
  await sinScrollLateral(familia);
  await expectAccessible(familia);
  await familia.screenshot({ path: '.reports/plazas-familia-espera-360.png', fullPage: true });

  // The office sees the list in the group's dialog.
  await admin.goto(`/grupos`);
  await admin.getByRole('button', { name: `Lista de espera de ${nombreGrupo}` }).click();
  const dialogo = admin.getByRole('dialog', { name: `Lista de espera · ${nombreGrupo}` });
  await expect(dialogo.getByRole('list', { name: 'Lista de espera' })).toContainText(
    `Nerea Espera ${sufijo}`,
  );
  await expectAccessible(admin);
  await admin.screenshot({ path: '.reports/plazas-oficina-lista-1280.png' });
  await admin.keyboard.press('Escape');

  // The place frees: the office sets the occupant's baja; the family gets the offer by e-mail.
  const baja = await admin.request.put(`/api/alumnos/${ocupanteId}`, { data: { estado: 'baja' } });
  expect(baja.ok(), await baja.text()).toBe(true);
  const correo = await esperarCorreo(cuentaDemo('tutor').email, /plaza libre/);
  const enlace = /https?:\/\/\S+\/padres\/dashboard\?section=ofertas&oferta=\d+/.exec(correo.text)?.[0];
  expect(enlace).toBeTruthy();
  const url = new URL(enlace!);
  await familia.goto(`${url.pathname}${url.search}`);
  const ofertas = familia.getByRole('region', { name: 'Ofertas de plaza' });
  await expect(ofertas.getByText(`en el grupo ${nombreGrupo}`)).toBeVisible();
  await sinScrollLateral(familia);
  await expectAccessible(familia);
  await familia.screenshot({ path: '.reports/plazas-familia-oferta-360.png', fullPage: true });
  await ofertas.getByRole('button', { name: 'Aceptar plaza' }).click();
  await expect(
    toast(familia).getByText('Plaza aceptada: tu hijo o hija ya está inscrito en el grupo.'),
  ).toBeVisible();
  await expect(ofertas.getByText('No tienes ofertas de plaza pendientes.')).toBeVisible();
  await familia.goto('/padres/dashboard?section=alumnos');
  await expect(familia.getByText(nombreGrupo).first()).toBeVisible();

  // Leaving: the effective date (the terms' 15-day rule) shows before the family confirms.
  await familia.goto('/padres/dashboard?section=ofertas');
  const seccionBaja = familia.getByRole('region', { name: 'Solicitar una baja' });
  await seccionBaja.getByRole('combobox', { name: 'Alumno' }).click();
  await familia.getByRole('option', { name: `Nerea · ${nombreGrupo}` }).click();
  const hoy = new Date();
  const fecha = `${String(hoy.getDate()).padStart(2, '0')}/${String(hoy.getMonth() + 1).padStart(2, '0')}/${hoy.getFullYear()}`;
  await seccionBaja.getByLabel('Fecha de la baja').fill(fecha);
  await expect(seccionBaja.getByText(/^La baja será efectiva el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const efectiva = /\d{2}\/\d{2}\/\d{4}/.exec(
    (await seccionBaja.getByText(/^La baja será efectiva/).textContent())!,
  )![0];
  await seccionBaja.getByRole('button', { name: 'Solicitar baja' }).click();
  const confirmar = familia.getByRole('alertdialog', { name: '¿Confirmar la baja?' });
  await expect(confirmar).toContainText(`Será efectiva el ${efectiva}`);
  await confirmar.getByRole('button', { name: 'Confirmar baja' }).click();
  await expect(toast(familia).getByText(`Baja solicitada: será efectiva el ${efectiva}.`)).toBeVisible();
  await sinScrollLateral(familia);
  await familia.screenshot({ path: '.reports/plazas-familia-baja-360.png', fullPage: true });

  // A trial class for a new child in a group with places: one of its next sessions.
  const prueba = familia.getByRole('region', { name: 'Clase de prueba' });
  await prueba.getByRole('combobox', { name: 'Grupo' }).click();
  await familia.getByRole('option', { name: new RegExp(`^${REFERENCIA}`) }).click();
  await prueba.getByRole('combobox', { name: 'Sesión' }).click();
  await familia.getByRole('option').first().click();
  await prueba.getByRole('combobox', { name: 'Alumno' }).click();
  await familia.getByRole('option', { name: 'Otro hijo o hija' }).click();
  await prueba.getByLabel('Nombre').fill('Prueba');
  await prueba.getByLabel('Apellidos').fill(`E2E ${sufijo}`);
  await prueba.getByLabel('Fecha de nacimiento').fill('03/03/2017');
  await prueba.getByRole('button', { name: 'Reservar clase de prueba' }).click();
  await expect(
    toast(familia).getByText(/^Clase de prueba reservada para el \d{2}\/\d{2}\/\d{4}\./),
  ).toBeVisible();
  await sinScrollLateral(familia);

  await familia.setViewportSize({ width: 1280, height: 900 });
  await familia.screenshot({ path: '.reports/plazas-familia-1280.png', fullPage: true });

  // The public course page: per school, the course's groups and their places (read after hydration).
  const publica = await (await browser.newContext(MOVIL)).newPage();
  await publica.goto('/courses/kids-i');
  const plazas = publica.getByRole('region', { name: 'Grupos y plazas' });
  await expect(plazas.getByRole('listitem').filter({ hasText: nombreGrupo })).toContainText(
    'Lista de espera',
  );
  await expect(plazas.getByText(/Quedan \d+ plazas/).first()).toBeVisible();
  await sinScrollLateral(publica);
  await expectAccessible(publica);
  await plazas.screenshot({ path: '.reports/plazas-curso-360.png' });
  await admin.goto('/courses/kids-i');
  await admin
    .getByRole('region', { name: 'Grupos y plazas' })
    .screenshot({ path: '.reports/plazas-curso-1280.png' });
});
