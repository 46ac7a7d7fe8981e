/**
 * The assignment actions' contract, checked against the real server with the admin's browser session
 * (the /sesiones page that mounts `AccionesAsignacion` is built on another branch; the component itself
 * is tested in web/src/features/asignacion/acciones-asignacion.test.tsx). Uses a week of 2032 that
 * nothing else touches: it generates that week's periods, removes them with the component's call, and
 * checks the answers the component toasts, a refused range and a refused role.
 */
import { rangoAsignacionSchema } from '@escuela/shared/asignacion/asignacion.schemas';
import type { Page } from '@playwright/test';
import { cuentaDemo, expect, iniciarSesion, test } from '../support/fixtures';

const RANGO = { fechaInicio: '2032-05-03', fechaFin: '2032-05-09' };

async function entrar(page: Page, rol: 'admin' | 'coordinador') {
  await iniciarSesion(page, cuentaDemo(rol));
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('las acciones de asignación responden {message, errores?} y quitan los periodos del rango', async ({
  page,
}) => {
  await entrar(page, 'admin');
  // The body exactly as the component builds it.
  const cuerpo = rangoAsignacionSchema.parse({ ...RANGO, grupoId: null });

  const generar = await page.request.post('/api/materiales-periodo/generar', { data: RANGO });
  expect(generar.status()).toBe(200);
  const { creados } = (await generar.json()) as { creados: number };
  expect(creados).toBeGreaterThan(0);

  const asignar = await page.request.post('/api/sesiones/asignar-actividades', { data: cuerpo });
  expect(asignar.status()).toBe(200);
  expect(await asignar.json()).toMatchObject({
    message: 'No hay sesiones planificadas sin actividad en el rango seleccionado',
    asignadas: 0,
  });

  const removerActividades = await page.request.post('/api/sesiones/remove-actividades', { data: cuerpo });
  expect(removerActividades.status()).toBe(200);
  expect(await removerActividades.json()).toMatchObject({ removidas: 0, message: expect.any(String) });

  const removerPeriodos = await page.request.post('/api/sesiones/remove-materiales-periodo', {
    data: cuerpo,
  });
  expect(removerPeriodos.status()).toBe(200);
  expect(await removerPeriodos.json()).toEqual({
    message: `${creados} periodos eliminados de materiales`,
    eliminados: creados,
  });
  const lista = await page.request.get(
    `/api/materiales-periodo?startDate=${RANGO.fechaInicio}&endDate=${RANGO.fechaFin}`,
  );
  expect(await lista.json()).toEqual([]);

  // A range the component would refuse is refused by the server with the same text.
  const alReves = await page.request.post('/api/sesiones/asignar-actividades', {
    data: { fechaInicio: RANGO.fechaFin, fechaFin: RANGO.fechaInicio },
  });
  expect(alReves.status()).toBe(400);
  expect(JSON.stringify(await alReves.json())).toContain(
    'La fecha de fin no puede ser anterior a la fecha de inicio',
  );
});

test('un coordinador no puede lanzar las acciones de asignación', async ({ page }) => {
  await entrar(page, 'coordinador');
  for (const ruta of ['asignar-actividades', 'remove-actividades', 'remove-materiales-periodo']) {
    const r = await page.request.post(`/api/sesiones/${ruta}`, { data: RANGO });
    expect(r.status(), ruta).toBe(403);
  }
});
