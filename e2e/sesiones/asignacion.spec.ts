/**
 * Issue 13, "Done when": an assignment run from /sesiones whose sessions then show activities and
 * material totals. Independent of other specs: it creates its own material, group (with three students
 * in alta), two weeks of sessions in 2033 and an activity of the group's level, then runs 'Asignar
 * actividades' and 'Remover actividades' from the admin's 'Actividades y materiales' box.
 *
 * The rule (DESIGN.md §4) gives a new group the activities of its level least done first, then the
 * lowest id: the new activity (the highest id) comes after the k−1 older ones of that level, so the
 * k-th session in date order is the first to get it. The level chosen is the one with fewest
 * activities, so k stays small.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

/** Two weeks of 2033 (Monday to Friday sessions) that no other spec uses. */
const RANGO = { fechaInicio: '2033-03-07', fechaFin: '2033-03-18' };

async function obtener<T>(page: Page, ruta: string): Promise<T> {
  const res = await page.request.get(ruta);
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<T>;
}

async function crear<T>(page: Page, ruta: string, data: unknown): Promise<T> {
  const res = await page.request.post(ruta, { data });
  expect(res.ok(), `${ruta}: ${await res.text()}`).toBe(true);
  return res.json() as Promise<T>;
}

test('asignar y remover actividades desde /sesiones: actividad y totales de material en las filas', async ({
  page,
}) => {
  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const sufijo = Date.now().toString(36);

  // The level with fewest activities (ties: the first), so the new activity comes up soon.
  const niveles = await obtener<{ id: number; nombre: string }[]>(page, '/api/niveles');
  const previas = await obtener<{ id: number; nivelId: number }[]>(page, '/api/actividades');
  const deNivel = (id: number) => previas.filter((a) => a.nivelId === id).length;
  const nivel = [...niveles].sort((a, b) => deNivel(a.id) - deNivel(b.id))[0]!;

  const [colegio] = await obtener<{ id: number }[]>(page, '/api/colegios');
  const [profesor] = await obtener<{ id: number }[]>(page, '/api/profesores?estado=activos');
  const nombreGrupo = `Grupo Asignación ${sufijo}`;
  const grupo = await crear<{ id: number }>(page, '/api/grupos', {
    nombre: nombreGrupo,
    nivelId: nivel.id,
    duracion: 1,
    horario: '1@16:00,2@16:00,3@16:00,4@16:00,5@16:00',
    colegioId: colegio!.id,
    profesorId: profesor!.id,
  });
  for (const nombre of ['Ana', 'Bruno', 'Carla']) {
    await crear(page, '/api/alumnos', { nombre, apellidos: `Asignación ${sufijo}`, grupoId: grupo.id });
  }
  const { creadas } = await crear<{ creadas: number }>(page, '/api/sesiones/generar', {
    ...RANGO,
    grupoId: grupo.id,
  });

  const descripcion = `Kit E2E ${sufijo}`;
  const material = await crear<{ id: number }>(page, '/api/materiales', {
    descripcion,
    total: 100,
    en_uso: 0,
  });
  const titulo = `Actividad E2E ${sufijo}`;
  // 3 students ÷ 2 per activity × 1.5 each = 2.25 → 3 needed per session.
  const actividad = await crear<{ id: number }>(page, '/api/actividades', {
    titulo,
    nivelId: nivel.id,
    material_1: material.id,
    cantidad_1: 1.5,
    alumnos: 2,
  });
  const todas = await obtener<{ id: number; nivelId: number }[]>(page, '/api/actividades');
  const k = todas.filter((a) => a.nivelId === nivel.id && a.id <= actividad.id).length;
  expect(creadas, 'sesiones suficientes para llegar a la actividad nueva').toBeGreaterThanOrEqual(k);

  await page.goto(`/sesiones?grupoId=${grupo.id}&startDate=${RANGO.fechaInicio}&endDate=${RANGO.fechaFin}`);
  const tabla = page.getByRole('table', { name: 'Sesiones' });
  const filas = tabla.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(filas).toHaveCount(creadas);
  await expect(tabla.getByText('Sin actividad')).toHaveCount(creadas);
  await expect(tabla.getByText(titulo)).toHaveCount(0);

  const caja = page.getByRole('region', { name: 'Actividades y materiales' });
  await caja.getByLabel('Fecha de inicio').fill(RANGO.fechaInicio);
  await caja.getByLabel('Fecha de fin').fill(RANGO.fechaFin);
  await caja.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: nombreGrupo, exact: true }).click();
  await expect(caja.getByRole('combobox', { name: 'Grupo' })).toHaveText(nombreGrupo);

  await caja.getByRole('button', { name: 'Asignar actividades' }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Asignar actividades' });
  await expect(confirmar).toContainText(
    '¿Está seguro de asignar actividades a las sesiones planificadas sin actividad del rango seleccionado?',
  );
  await confirmar.getByRole('button', { name: 'Continuar' }).click();
  await expect(toast(page).getByText(`Actividades asignadas: ${creadas} sesiones`)).toBeVisible();
  await expect(confirmar).toBeHidden();

  // Every session now has an activity; the k-th one (date order) has the new one, with its need.
  await expect(tabla.getByText('Sin actividad')).toHaveCount(0);
  const fila = filas.nth(k - 1);
  await expect(fila).toContainText(titulo);
  const materiales = fila.getByRole('cell').nth(4);
  await expect(materiales).toContainText('3 alumnos');
  await expect(materiales.getByRole('listitem')).toHaveText([`${descripcion}: 3`]);
  // Earlier sessions got the level's older activities, never the new one.
  for (let i = 0; i < k - 1; i++) await expect(filas.nth(i)).not.toContainText(titulo);
  await expectAccessible(page);

  await caja.getByRole('button', { name: 'Remover actividades' }).click();
  const remover = page.getByRole('alertdialog', { name: 'Remover actividades' });
  await expect(remover).toContainText('El material se devolverá a sus periodos.');
  await remover.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    toast(page).getByText(
      `Actividades removidas de ${creadas} sesiones; el material se ha devuelto a sus periodos`,
    ),
  ).toBeVisible();
  await expect(tabla.getByText(titulo)).toHaveCount(0);
  await expect(tabla.getByText('Sin actividad')).toHaveCount(creadas);
  await expect(fila.getByRole('cell').nth(4).getByRole('listitem')).toHaveCount(0);

  // Tidy up what other screens list: the activity (no session uses it now) and its material.
  expect((await page.request.delete(`/api/actividades/${actividad.id}`)).ok()).toBe(true);
  expect((await page.request.delete(`/api/materiales/${material.id}`)).ok()).toBe(true);
});
