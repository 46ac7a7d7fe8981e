/**
 * One record per child (issue 29, decision 040), in the browser: a family enrolling a child the office
 * already had links to it; an uncertain match waits in "Inscripciones nuevas" and the office joins it to
 * the student; the merge tool folds a duplicate into a student keeping its attendance.
 */
import { ahoraEnEscuela, sumarDias } from '@escuela/shared';
import { privacidadAceptada } from '@escuela/shared/consentimientos/textos';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

const sufijo = () => Math.random().toString(36).slice(2, 7);

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The office creates a student, as an import would (the admin's session of `page`). */
async function crearAlumno(page: Page, datos: Record<string, unknown>) {
  return json<{ id: number; numAsistencias: number }>(
    await page.request.post('/api/alumnos', { data: { desde: '2025-09-01', ...datos } }),
  );
}

/** The demo family, signed in on its own request context. */
async function familia(page: Page) {
  const otra = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  await json(await otra.request.post('/api/auth/login', { data: cuentaDemo('tutor') }));
  return otra;
}

test('una inscripción de la familia se vincula o espera en «Inscripciones nuevas», donde la oficina la une al alumno', async ({
  page,
}) => {
  const s = sufijo();
  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const padres = await familia(page);
  const grupos = await json<{ id: number; nombre: string }[]>(await padres.request.get('/api/padres/grupos'));
  expect(grupos.length).toBeGreaterThanOrEqual(2);
  const [a, b] = grupos;
  const nino = (nombre: string, grupoId: number) => ({
    nombre,
    apellidos: `Sanz ${s}`,
    fechaNacimiento: '2016-05-04',
    curso: '3',
    letra: 'A',
    grupoId,
    telefono1: '612345678',
    consentimientos: [privacidadAceptada()],
  });

  // The office had Lucía; her family enrols her in the same group: linked, no second record.
  const lucia = await crearAlumno(page, {
    nombre: 'Lucía',
    apellidos: `Sanz ${s}`,
    fechaNacimiento: '2016-05-04',
    grupoId: a!.id,
  });
  const vinculada = await json<{ resultado: string; alumno: { id: number } }>(
    await padres.request.post('/api/padres/inscribir-alumno', { data: nino('lucia', a!.id) }),
  );
  expect(vinculada).toMatchObject({ resultado: 'vinculado', alumno: { id: lucia.id } });
  const mismos = await json<{ alumnos: { id: number }[] }>(
    await page.request.get(`/api/alumnos?search=${encodeURIComponent(`Sanz ${s}`)}`),
  );
  expect(mismos.alumnos.map((x) => x.id)).toEqual([lucia.id]);

  // The office had Hugo in one group; the family asks for another: the office has to look.
  const hugo = await crearAlumno(page, {
    nombre: 'Hugo',
    apellidos: `Sanz ${s}`,
    fechaNacimiento: '2016-05-04',
    grupoId: a!.id,
  });
  const pendiente = await json<{ resultado: string }>(
    await padres.request.post('/api/padres/inscribir-alumno', { data: nino('Hugo', b!.id) }),
  );
  expect(pendiente.resultado).toBe('pendiente');
  // The family sees its request waiting in "Mis hijos".
  const portal = await padres.newPage();
  await portal.goto('/padres/dashboard?section=alumnos');
  const solicitudes = portal.getByRole('region', { name: 'Solicitudes de inscripción' });
  await expect(solicitudes.getByRole('heading', { name: `Hugo Sanz ${s}` })).toBeVisible();
  await expect(solicitudes.getByText('Pendiente de revisión')).toBeVisible();
  await expectAccessible(portal);
  await portal.close();

  const enlace = page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Inscripciones nuevas', exact: true });
  await expect(enlace).toHaveAccessibleDescription(/\d+ inscripci(ón|ones) pendientes?/);
  await enlace.click();
  await expect(page).toHaveURL(/\/inscripciones$/);
  await expect(page.getByRole('heading', { name: 'Inscripciones nuevas', level: 1 })).toBeVisible();
  const tarjeta = page.getByRole('article', { name: `Hugo Sanz ${s}` });
  await expect(tarjeta.getByText('Se parece a un alumno que ya tenemos')).toBeVisible();
  await expect(tarjeta.getByText(`${b!.nombre} ·`, { exact: false }).first()).toBeVisible();
  await expect(tarjeta.getByText('En otro grupo')).toBeVisible();
  await expectAccessible(page);

  await tarjeta.getByRole('button', { name: `Es este alumno: unir con Hugo Sanz ${s}` }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Unir la inscripción a este alumno?' });
  await expect(
    confirmar.getByRole('checkbox', { name: /Cambiarlo desde hoy al grupo solicitado/ }),
  ).toBeChecked();
  await expectAccessible(page);
  await confirmar.getByRole('button', { name: 'Unir' }).click();
  await expect(toast(page).getByText('Inscripción unida al alumno y vinculada a la familia')).toBeVisible();
  await expect(page.getByRole('article', { name: `Hugo Sanz ${s}` })).toHaveCount(0);

  // Still one Hugo: now the family's, in the group it asked for.
  const despues = await json<{ grupo: { id: number }; padreEmail: string }>(
    await page.request.get(`/api/alumnos/${hugo.id}`),
  );
  expect(despues).toMatchObject({ grupo: { id: b!.id }, padreEmail: cuentaDemo('tutor').email });
  const hijos = await json<{ id: number }[]>(await padres.request.get('/api/padres/alumnos'));
  expect(hijos.map((h) => h.id)).toEqual(expect.arrayContaining([lucia.id, hugo.id]));

  // The decided request is under its state, with who decided.
  await page.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'Unida a un alumno' }).click();
  await expect(page).toHaveURL(/estado=fusionada/);
  const resuelta = page.getByRole('article', { name: `Hugo Sanz ${s}` });
  await resuelta.getByText('Historial').click();
  await expect(resuelta.getByText(/Unida a un alumno · /)).toBeVisible();
  await padres.close();
});

test('el admin une un alumno duplicado y sus asistencias pasan al que se conserva', async ({ page }) => {
  const s = sufijo();
  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  // The school's yesterday (its calendar, not UTC's: from 23:00 UTC in winter Madrid is a day ahead).
  const ayer = sumarDias(ahoraEnEscuela().slice(0, 10), -1);
  const { sesiones } = await json<{ sesiones: { id: number; grupoId: number; fecha: string }[] }>(
    await page.request.get(
      `/api/sesiones?estado=todas&startDate=2025-10-01&endDate=${ayer}&order=desc&limit=1`,
    ),
  );
  const sesion = sesiones[0]!;
  const conservado = await crearAlumno(page, {
    nombre: 'Nora',
    apellidos: `Vidal ${s}`,
    grupoId: sesion.grupoId,
  });
  const duplicado = await crearAlumno(page, {
    nombre: 'Nora',
    apellidos: `Vidal ${s}`,
    fechaNacimiento: '2014-02-02',
    grupoId: sesion.grupoId,
  });
  await json(
    await page.request.post('/api/asistencias', {
      data: {
        alumnoId: duplicado.id,
        grupoId: sesion.grupoId,
        sesionId: sesion.id,
        fechaSesion: sesion.fecha,
        asistio: true,
      },
    }),
  );

  await page.goto(`/alumnos?search=${encodeURIComponent(`Vidal ${s}`)}`);
  const unir = page.getByRole('button', { name: `Unir un duplicado con Nora Vidal ${s}` });
  await expect(unir).toHaveCount(2);
  await unir.first().click();
  const dialogo = page.getByRole('dialog', { name: 'Unir un alumno duplicado' });
  const posibles = dialogo.getByRole('list', { name: 'Posibles duplicados' });
  await expect(posibles.getByRole('listitem')).toHaveCount(1);
  await expect(dialogo.getByText('Este alumno no tiene uniones')).toBeVisible();
  await expectAccessible(page);
  await posibles.getByRole('button', { name: 'Unir con este' }).click();
  const confirmar = page.getByRole('alertdialog');
  await expect(confirmar).toContainText('No se puede deshacer');
  await confirmar.getByRole('button', { name: 'Unir' }).click();
  // The dialog stays open (the page behind it is hidden from the accessibility tree, its toast too):
  // the merge is now in its history, with who and when.
  await expect(dialogo.getByText(/\(nº \d+\) unido por .+ el/)).toContainText('1 asistencia');
  await expect(posibles).toHaveCount(0);

  // The first row was the older record: it was kept, with the duplicate's attendance and birth date.
  const quedan = await json<{ alumnos: { id: number }[] }>(
    await page.request.get(`/api/alumnos?search=${encodeURIComponent(`Vidal ${s}`)}`),
  );
  expect(quedan.alumnos).toHaveLength(1);
  const [kept] = quedan.alumnos;
  const otro = kept!.id === conservado.id ? duplicado.id : conservado.id;
  expect((await page.request.get(`/api/alumnos/${otro}`)).status()).toBe(404);
  expect(
    await json<{ numAsistencias: number; fechaNacimiento: string }>(
      await page.request.get(`/api/alumnos/${kept!.id}`),
    ),
  ).toMatchObject({ numAsistencias: 1, fechaNacimiento: '2014-02-02' });
});
