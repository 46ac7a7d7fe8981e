/**
 * A teacher on a 360 px phone marks one student absent (with a note) and one absent but justified,
 * toggles their own attendance, and the family's portal shows the absence. The family (the demo parent)
 * enrols two new children first, so no other test's data changes; the office then records that they have
 * come since the term began (an enrolment counts only from its day: DESIGN.md §4). A session that has
 * not begun shows as not yet markable.
 */
import { privacidadAceptada } from '@escuela/shared/consentimientos/textos';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

const GRUPO = 'Robótica Kids I · San Fernando';

async function inscribir(page: Page, grupoId: number, nombre: string, apellidos: string): Promise<number> {
  const res = await page.request.post('/api/padres/inscribir-alumno', {
    data: {
      nombre,
      apellidos,
      fechaNacimiento: '2018-05-20',
      curso: '2',
      letra: 'A',
      grupoId,
      telefono1: '600123456',
      consentimientos: [privacidadAceptada()],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { alumno: { id: number } }).alumno.id;
}

/** The school's calendar day `dias` from today, yyyy-MM-dd. */
function diaEscuela(dias = 0): string {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const d = new Date(`${hoy}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

test('un profesor marca faltas desde el móvil y la familia las ve', async ({ browser }) => {
  const sufijo = Date.now().toString(36);
  const ausente = { nombre: 'Ausencio', apellidos: `Móvil ${sufijo}` };
  const justificado = { nombre: 'Justo', apellidos: `Móvil ${sufijo}` };

  const familia = await (await browser.newContext()).newPage();
  await iniciarSesion(familia, cuentaDemo('tutor'), '/padres');
  await expect(familia).toHaveURL(/\/padres\/dashboard/);
  const grupos = (await (await familia.request.get('/api/padres/grupos')).json()) as {
    id: number;
    nombre: string;
  }[];
  const grupo = grupos.find((g) => g.nombre === GRUPO)!;
  const ids = [
    await inscribir(familia, grupo.id, ausente.nombre, ausente.apellidos),
    await inscribir(familia, grupo.id, justificado.nombre, justificado.apellidos),
  ];
  // Enrolled today, the group's past sessions are not theirs until the office says since when they come.
  const oficina = await (await browser.newContext()).newPage();
  await iniciarSesion(oficina, cuentaDemo('admin'));
  await expect(oficina).toHaveURL(/\/dashboard$/);
  for (const id of ids) {
    const res = await oficina.request.put(`/api/alumnos/${id}`, { data: { desde: diaEscuela(-60) } });
    expect(res.ok(), await res.text()).toBe(true);
  }

  const movil = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await movil.newPage();
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's next sessions lead to a pre-filtered /sesiones (spec 01 §2).
  const proxima = page
    .getByRole('heading', { name: 'Próximas sesiones' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-lg")][1]')
    .getByRole('link')
    .first();
  const texto = (await proxima.textContent()) ?? '';
  await proxima.click();
  await expect(page).toHaveURL(/\/sesiones\?grupoId=\d+$/);
  // The group filter names the link's group once the groups list has loaded.
  const combo = page.getByRole('combobox', { name: 'Grupo' });
  await expect
    .poll(async () => {
      const t = (await combo.textContent()) ?? '';
      return t.length > 0 && !/^Grupo \d+$/.test(t) && texto.startsWith(t);
    })
    .toBe(true);
  const elegido = (await combo.textContent())!;
  await expect(page.getByRole('table', { name: 'Sesiones' }).getByRole('row').nth(1)).toContainText(elegido);

  // The group's latest completed session (filters in the URL, newest first).
  await page.goto(`/sesiones?grupoId=${grupo.id}&estado=completada&order=desc`);
  const tabla = page.getByRole('table', { name: 'Sesiones' });
  const enlace = tabla.getByRole('link', { name: new RegExp(`asistencia de ${GRUPO}`) }).first();
  await enlace.click();
  await expect(page).toHaveURL(/\/asistencias\/\d+\/\d{4}-\d{2}-\d{2}$/);
  const dia = page.url().slice(-10);
  // The attendance screen's own heading first (on a loaded machine its code may take a while to arrive).
  await expect(page.getByRole('heading', { name: 'Control de asistencia', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(GRUPO, { exact: true }).first()).toBeVisible();

  const nombreA = `${ausente.nombre} ${ausente.apellidos}`;
  const nombreJ = `${justificado.nombre} ${justificado.apellidos}`;
  const filaA = page.getByRole('row', { name: new RegExp(nombreA) });
  const filaJ = page.getByRole('row', { name: new RegExp(nombreJ) });
  // No record yet shows as present.
  await expect(filaA.getByText('Presente', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Presente: ${nombreA}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: `Ausente: ${nombreA}` }).click();
  await expect(page.getByRole('button', { name: `Ausente: ${nombreA}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(filaA.getByText('Ausente', { exact: true }).first()).toBeVisible();
  await page.getByRole('textbox', { name: `Nota de ${nombreA}` }).fill('Avisó la familia por teléfono');
  await page.getByRole('button', { name: `Guardar nota de ${nombreA}` }).click();
  await expect(page.getByRole('button', { name: `Guardar nota de ${nombreA}` })).toBeDisabled();
  await expect(toast(page).getByText('Nota guardada')).toBeVisible();

  await page.getByRole('button', { name: `Ausente: ${nombreJ}` }).click();
  // The mark shows once the server has it (the box is disabled while it saves).
  await page.getByRole('checkbox', { name: `Justificada: ${nombreJ}` }).click();
  await expect(page.getByRole('checkbox', { name: `Justificada: ${nombreJ}` })).toBeChecked();
  await expect(filaJ.getByText('Justificada', { exact: true }).first()).toBeVisible();

  // The teacher's own attendance: the seed recorded it; toggled off, then back on.
  const mia = page.getByRole('switch', { name: 'Mi asistencia' });
  await expect(mia).toBeChecked();
  await mia.click();
  await expect(toast(page).getByText('Ausencia del profesor registrada')).toBeVisible();
  await expect(mia).not.toBeChecked();
  await mia.click();
  await expect(mia).toBeChecked();
  await expect(page.getByText('Asistió', { exact: true })).toBeVisible();

  // Usable at 360 px: no sideways page scroll, the marks are thumb-sized.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const caja = await page.getByRole('button', { name: `Ausente: ${nombreA}` }).boundingBox();
  expect(caja!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);

  // A reload shows what was saved.
  await page.reload();
  await expect(page.getByRole('button', { name: `Ausente: ${nombreA}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('textbox', { name: `Nota de ${nombreA}` })).toHaveValue(
    'Avisó la familia por teléfono',
  );
  await expect(page.getByRole('checkbox', { name: `Justificada: ${nombreJ}` })).toBeChecked();

  // The family's portal: that day's records show the absence.
  await familia.goto('/padres/dashboard?section=asistencias');
  const [y, m, d] = dia.split('-').map(Number);
  const mes = new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
  const boton = familia.getByRole('button', { name: new RegExp(`\\b${d} de ${mes} de ${y}`) });
  // isVisible() does not wait: let the calendar render with its records before paging back through it.
  await expect(familia.getByRole('heading', { name: /^Registros del / })).toBeVisible();
  for (let i = 0; i < 3 && !(await boton.isVisible()); i++) {
    await familia.getByRole('button', { name: 'Mes anterior' }).click();
  }
  await boton.click();
  const tarjetaA = familia.getByRole('listitem').filter({ hasText: nombreA });
  await expect(tarjetaA).toContainText('No asistió');
  await expect(tarjetaA).toContainText('Avisó la familia por teléfono');
  const tarjetaJ = familia.getByRole('listitem').filter({ hasText: nombreJ });
  await expect(tarjetaJ).toContainText('No asistió');
  await expect(tarjetaJ).toContainText('(Justificada)');
});

test('una sesión que aún no ha empezado se muestra sin poder marcarla, con el motivo', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.request.get(
    `/api/sesiones?estado=planificada&startDate=${diaEscuela(2)}&sort=fecha&order=asc&limit=1`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const [futura] = (await res.json()).sesiones as { id: number; fecha: string }[];
  await page.goto(`/asistencias/${futura!.id}/${futura!.fecha.slice(0, 10)}`);
  const [y, m, d] = futura!.fecha.slice(0, 10).split('-');
  const motivo = page.getByRole('status').filter({ hasText: 'La sesión aún no ha empezado' });
  await expect(motivo).toHaveText(
    `La sesión aún no ha empezado: podrás registrar la asistencia a partir del ${d}/${m}/${y} a las ${futura!.fecha.slice(11, 16)}.`,
  );
  const primera = page.getByRole('button', { name: /^Ausente: / }).first();
  await expect(primera).toBeDisabled();
  await expect(primera).toHaveAccessibleDescription(/La sesión aún no ha empezado/);
  await expect(page.getByRole('switch', { name: 'Mi asistencia' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
