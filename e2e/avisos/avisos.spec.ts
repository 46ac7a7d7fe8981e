/**
 * Issue 27 in the browser: the office sends a notice to a group and the family sees it unread on a
 * 360 px phone; a family reports an absence ahead and the teacher finds the child pre-marked absent and
 * justified (and /sesiones shows the notice); a teacher subscribes from «Mi calendario» and the feed,
 * parsed back with ical.js, holds only their classes. The demo family enrols a new child first, so no other
 * test's data changes.
 */
import { privacidadAceptada } from '@escuela/shared/consentimientos/textos';
import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectAccessible } from '../support/axe';
import { esperarCorreo } from '../support/correo';
import { cuentaDemo, entrarComo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

const GRUPO = 'Robótica Kids I · San Fernando';
const MOVIL = { viewport: { width: 360, height: 740 }, hasTouch: true };

/** The demo family, signed in on a phone, with a new child in GRUPO; answers the page and the group id. */
async function familiaConHijo(browser: Browser, nombre: string, apellidos: string) {
  const page = await (await browser.newContext(MOVIL)).newPage();
  await iniciarSesion(page, cuentaDemo('tutor'), '/padres');
  await expect(page).toHaveURL(/\/padres\/dashboard/);
  const grupos = (await (await page.request.get('/api/padres/grupos')).json()) as {
    id: number;
    nombre: string;
  }[];
  const grupo = grupos.find((g) => g.nombre === GRUPO)!;
  const res = await page.request.post('/api/padres/inscribir-alumno', {
    data: {
      nombre,
      apellidos,
      fechaNacimiento: '2018-05-20',
      curso: '2',
      letra: 'A',
      grupoId: grupo.id,
      telefono1: '600123456',
      consentimientos: [privacidadAceptada()],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { page, grupoId: grupo.id };
}

/**
 * On a «Suscribirse al calendario» screen: the link's field, after creating the link if there is none yet
 * (another test of this worker may have made it already).
 */
async function enlaceDelCalendario(page: Page) {
  await expect(page.getByRole('heading', { name: 'Suscribirse al calendario' })).toBeVisible();
  const crear = page.getByRole('button', { name: 'Crear enlace del calendario' });
  const campo = page.getByLabel(/Enlace del calendario/);
  await expect(crear.or(campo)).toBeVisible();
  if (await crear.isVisible()) await crear.click();
  await expect(campo).toHaveValue(/\/api\/calendario\/[A-Za-z0-9_-]{22}\.ics$/);
  return campo;
}

async function sinScrollLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('la oficina envía un aviso a un grupo y la familia lo ve sin leer en el móvil', async ({
  browser,
  comoAdmin: page,
}) => {
  const sufijo = Date.now().toString(36);
  const titulo = `Excursión al museo ${sufijo}`;
  const { page: familia } = await familiaConHijo(browser, 'Avisado', `E2E ${sufijo}`);

  await page.getByRole('link', { name: 'Avisos' }).click();
  await expect(page).toHaveURL(/\/avisos$/);
  await expect(page.getByRole('heading', { name: 'Avisos', level: 1 })).toBeVisible();
  // Sending with nothing filled shows what is missing, and sends nothing.
  await page.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(page.getByText('El título es requerido')).toBeVisible();
  await expect(page.getByText('Elige el colegio, el grupo o el nivel')).toBeVisible();
  await page.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: GRUPO }).click();
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Texto').fill('El jueves vamos al museo de la ciencia. Traed almuerzo.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enviar aviso' }).click();
  const dialogo = page.getByRole('alertdialog', { name: '¿Enviar el aviso?' });
  await expect(dialogo).toContainText(`las familias de ${GRUPO}`);
  await dialogo.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page).getByText(/^Aviso enviado a \d+ destinatarios?$/)).toBeVisible();
  const tarjeta = page.getByRole('listitem').filter({ hasText: titulo });
  await expect(tarjeta).toContainText(GRUPO);
  await expect(tarjeta.getByText(/Entregados: \d+ de \d+ · Leídos: 0/)).toBeVisible();
  await page.screenshot({ path: '.reports/avisos-oficina-1280.png', fullPage: true });

  // The family's phone: the menu counts it, the section shows it new until they mark it read.
  await familia.reload();
  await familia.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(familia.getByRole('link', { name: /Avisos\s*\d+\s*avisos? sin leer/ })).toBeVisible();
  await familia.getByRole('link', { name: /^Avisos/ }).click();
  await expect(familia).toHaveURL(/section=avisos/);
  const aviso = familia.getByRole('listitem').filter({ hasText: titulo });
  await expect(aviso.getByText('Nuevo')).toBeVisible();
  // Push is opt-in per device; until then everything comes by e-mail.
  await expect(familia.getByRole('switch', { name: 'Notificaciones en este dispositivo' })).toBeVisible();
  await expect(aviso).toContainText('Traed almuerzo.');
  await sinScrollLateral(familia);
  await expectAccessible(familia);
  await familia.screenshot({ path: '.reports/avisos-familia-360.png', fullPage: true });
  await aviso.getByRole('button', { name: 'Marcar como leído' }).click();
  await expect(aviso.getByText('Nuevo')).toBeHidden();

  // The office sees it read.
  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: titulo })
      .getByText(/Leídos: [1-9]/),
  ).toBeVisible();

  // The automatic messages' templates (admin): an unknown variable is refused; a saved one can be reset.
  await page.getByRole('button', { name: 'Editar: Aviso de la escuela' }).click();
  const plantilla = page.getByRole('dialog', { name: 'Aviso de la escuela' });
  await plantilla.getByLabel('Asunto').fill('RoboEscuela: {titulo} {curso}');
  await plantilla.getByRole('button', { name: 'Guardar' }).click();
  await expect(plantilla.getByText(/^Variable desconocida: \{curso\}/)).toBeVisible();
  await expectAccessible(page);
  await plantilla.getByLabel('Asunto').fill('RoboEscuela: {titulo}');
  await plantilla.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Plantilla guardada')).toBeVisible();
  await expect(plantilla).toBeHidden();
  await page.getByRole('button', { name: 'Restablecer: Aviso de la escuela' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restablecer' }).click();
  await expect(toast(page).getByText('Plantilla restablecida')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restablecer: Aviso de la escuela' })).toBeHidden();

  // Per school: the unannounced-absence e-mail switch, and the school's calendar link.
  const interruptor = page.getByRole('switch', { name: 'Avisar de faltas sin aviso: CEIP San Fernando' });
  await expect(interruptor).not.toBeChecked();
  await interruptor.click();
  await expect(toast(page).getByText(/^CEIP San Fernando: se avisará a las familias/)).toBeVisible();
  await expect(interruptor).toBeChecked();
  await page.getByRole('button', { name: 'Calendario de CEIP San Fernando' }).click();
  const calendario = page.getByRole('dialog', { name: 'Calendario de CEIP San Fernando' });
  await calendario.getByRole('button', { name: 'Crear enlace del calendario' }).click();
  await expect(calendario.getByLabel(/Enlace del calendario/)).toHaveValue(
    /\/api\/calendario\/[A-Za-z0-9_-]{22}\.ics$/,
  );
  await expectAccessible(page);
  const feed = await page.request.get(await calendario.getByLabel(/Enlace del calendario/).inputValue());
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await page.screenshot({ path: '.reports/avisos-admin-1280.png', fullPage: true });
});

test('una familia avisa de una falta y el profesor la ve ya marcada', async ({ browser }) => {
  const sufijo = Date.now().toString(36);
  const nombre = `Faltón E2E ${sufijo}`;
  const { page: familia, grupoId } = await familiaConHijo(browser, 'Faltón', `E2E ${sufijo}`);

  await familia.goto('/padres/dashboard?section=faltas');
  await expect(familia.getByRole('heading', { name: 'Avisar de una falta' })).toBeVisible();
  // The demo family has several children: one child's classes at a time.
  await familia.getByRole('combobox', { name: 'Hijo o hija' }).click();
  await familia.getByRole('option', { name: 'Faltón' }).click();
  await familia
    .getByRole('button', { name: /^Avisar de una falta: Faltón/ })
    .first()
    .click();
  await familia.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(familia.getByText('Indica el motivo')).toBeVisible();
  await familia.getByLabel('Motivo').fill('Tiene cita con el pediatra');
  await familia.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(toast(familia).getByText('Falta avisada: el profesor la verá en su lista')).toBeVisible();
  await expect(familia.getByText('Motivo: Tiene cita con el pediatra')).toBeVisible();
  await sinScrollLateral(familia);
  await expectAccessible(familia);
  await familia.screenshot({ path: '.reports/faltas-familia-360.png', fullPage: true });
  const clases = (await (await familia.request.get('/api/padres/ausencias')).json()) as {
    sesionId: number;
    fecha: string;
    alumno: { nombre: string };
    motivo: string | null;
  }[];
  const avisada = clases.find(
    (c) => c.motivo === 'Tiene cita con el pediatra' && c.alumno.nombre.startsWith('Faltón'),
  )!;
  expect(avisada).toBeTruthy();

  // The teacher, on a phone: /sesiones shows the notice; the attendance page has the child absent, justified.
  const page = await (await browser.newContext(MOVIL)).newPage();
  await entrarComo(page, 'profesor', `/sesiones?grupoId=${grupoId}`);
  await expect(page.getByText(`Falta avisada: ${nombre} (Tiene cita con el pediatra)`)).toBeVisible();
  await page.goto(`/asistencias/${avisada.sesionId}/${avisada.fecha.slice(0, 10)}`);
  await expect(page.getByRole('button', { name: `Ausente: ${nombre}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: `Justificada: ${nombre}` })).toBeChecked();
  await expect(page.getByRole('textbox', { name: `Nota de ${nombre}` })).toHaveValue(
    'Aviso de la familia: Tiene cita con el pediatra',
  );
  await sinScrollLateral(page);
  await expectAccessible(page);
});

test('una familia se suscribe al calendario y puede generar un enlace nuevo', async ({ browser }) => {
  const page = await (await browser.newContext(MOVIL)).newPage();
  await entrarComo(page, 'tutor', '/padres/dashboard?section=calendario');
  const campo = await enlaceDelCalendario(page);
  await expect(page.getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  const viejo = await campo.inputValue();
  // The feed answers an iCalendar with the family's classes.
  const feed = await page.request.get(viejo);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VEVENT');
  await sinScrollLateral(page);
  await expectAccessible(page);
  await page.screenshot({ path: '.reports/calendario-familia-360.png', fullPage: true });

  // The installable web app: its manifest and the service worker that shows push notifications.
  const manifiesto = await page.request.get('/manifest.webmanifest');
  expect(manifiesto.status()).toBe(200);
  expect(((await manifiesto.json()) as { display: string }).display).toBe('standalone');
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(await sw.text()).toMatch(/addEventListener\(["'`]push["'`]/);

  await page.getByRole('button', { name: 'Generar un enlace nuevo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Generar enlace nuevo' }).click();
  await expect(toast(page).getByText('Enlace regenerado: el anterior ya no funciona')).toBeVisible();
  await expect(campo).not.toHaveValue(viejo);
  expect((await page.request.get(viejo)).status()).toBe(404);
});

test('el profesor se suscribe desde «Mi calendario» y su calendario trae solo sus clases', async ({
  page,
}) => {
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Mi calendario' }).click();
  await expect(page).toHaveURL(/\/calendario$/);
  const campo = await enlaceDelCalendario(page);
  await expectAccessible(page);

  // Read back as a calendar app would, with a real iCalendar parser: every class is one of the
  // teacher's groups (the summary is the group, with " · colegio" unless its name says the school),
  // and there is at least one.
  const misGrupos = (
    (await (await page.request.get('/api/grupos/opciones')).json()) as { nombre: string }[]
  ).map((g) => g.nombre);
  const feed = await page.request.get(await campo.inputValue());
  expect(feed.status()).toBe(200);
  const calendario = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendario.getFirstPropertyValue('x-wr-calname')).toBe('RoboEscuela · Mis clases');
  const clases = calendario
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .filter((ev) => !ev.startDate.isDate);
  expect(clases.length).toBeGreaterThan(0);
  for (const clase of clases) {
    const resumen = clase.summary.replace(/^Cancelada: /, '');
    expect(
      misGrupos.some((g) => resumen === g || resumen.startsWith(`${g} · `)),
      `${resumen} no es de ${misGrupos.join(', ')}`,
    ).toBe(true);
  }
});

test('la oficina cancela una clase: la familia recibe el correo y su calendario la muestra cancelada', async ({
  browser,
  page,
}) => {
  const sufijo = Date.now().toString(36);
  const { page: familia, grupoId } = await familiaConHijo(browser, 'Cancelado', `E2E ${sufijo}`);
  const enlace = (await (await familia.request.post('/api/calendario/enlace/regenerar')).json()) as {
    urlWeb: string;
  };

  await entrarComo(page, 'admin', `/sesiones?grupoId=${grupoId}&estado=all`);
  await page.getByRole('button', { name: 'Nueva Sesión' }).click();
  const nueva = page.getByRole('dialog', { name: 'Nueva Sesión' });
  await nueva.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: GRUPO }).click();
  await nueva.getByLabel('Fecha').fill('2027-03-10');
  await nueva.getByLabel('Hora').fill('18:15');
  await nueva.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Sesión creada')).toBeVisible();
  const fila = page.getByRole('table', { name: 'Sesiones' }).getByRole('row', { name: /10\/03 18:15/ });
  await fila.getByRole('button', { name: /^Editar sesión 10\/03 18:15/ }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Sesión' });
  await editar.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Cancelada' }).click();
  await editar.getByLabel('Observaciones').fill('El aula está en obras');
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Sesión actualizada')).toBeVisible();

  const correo = await esperarCorreo(
    cuentaDemo('tutor').email,
    new RegExp(`^Clase cancelada: ${GRUPO}, 10/03/2027`),
  );
  expect(correo.text).toContain('Motivo: El aula está en obras');
  expect(correo.text).toContain('Cancelado');
  // The family's feed keeps the class, cancelled.
  const feed = await (await familia.request.get(enlace.urlWeb)).text();
  const evento = feed.split('BEGIN:VEVENT').find((e) => e.includes('DTSTART:20270310T171500Z'));
  expect(evento).toContain('STATUS:CANCELLED');
  expect(evento).toMatch(/SUMMARY:Cancelada: /);
});
