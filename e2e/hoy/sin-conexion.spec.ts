/**
 * Attendance with no signal (issue 28): the teacher opens the app (the service worker caches the shell,
 * the day's rosters are stored on the device), loses the connection, marks three students and their own
 * attendance, reloads the page still offline (the marks are shown as pending), and once back online the
 * server has all four.
 */
import { ahoraEnEscuela } from '@escuela/shared';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test } from '../support/fixtures';

// The service worker is what keeps the app working offline: allowed here, blocked elsewhere (the config).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 150_000 });

/** A GET as the office (retried once: a kept-alive connection may have been closed by the server). */
async function leer<T>(pagina: Page, ruta: string): Promise<T> {
  const res = await pagina.request.get(ruta).catch(() => pagina.request.get(ruta));
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/**
 * Now on the school's clock, 'yyyy-MM-dd HH:mm:ss', never on a whole minute: a session made at this time
 * has already started (attendance is marked only from a session's start) and is today's, whatever the
 * hour the test runs (one at 00:MM, as before, had not started in the first hour after midnight), and it
 * cannot be the demo data's session of a group at the same time (those are on whole minutes).
 */
async function ahoraNoEnPunto(): Promise<string> {
  for (;;) {
    const ahora = ahoraEnEscuela();
    if (!ahora.endsWith(':00')) return ahora;
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Fila {
  alumnoId: number;
  asistio: boolean;
  alumno: { nombre: string; apellidos: string };
}

test('marcas sin conexión: se guardan en el dispositivo, sobreviven a recargar y llegan al volver la conexión', async ({
  browser,
  page,
  context,
}) => {
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const grupos = await leer<{ id: number; nombre: string }[]>(page, '/api/grupos/opciones');
  const oficina = await (await browser.newContext()).newPage();
  await iniciarSesion(oficina, cuentaDemo('admin'));
  const ahora = await ahoraNoEnPunto();
  const dia = ahora.slice(0, 10);
  const creada = await oficina.request.post('/api/sesiones', {
    data: { grupoId: grupos[0]!.id, fecha: ahora.replace(' ', 'T'), estado: 'planificada' },
  });
  expect(creada.ok(), await creada.text()).toBe(true);
  const sesion = (await creada.json()) as { id: number };
  const url = `/asistencias/${sesion.id}/${dia}`;

  try {
    // Opening the app stores the day's sessions and rosters on the device and installs the service worker.
    const agenda = page.waitForResponse((r) => r.url().endsWith('/api/agenda') && r.ok());
    await page.goto('/hoy');
    await agenda;
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Control de asistencia' })).toBeVisible();
    const roster = await leer<Fila[]>(oficina, `/api/asistencias/sesion/${sesion.id}`);
    expect(roster.length).toBeGreaterThanOrEqual(3);
    const tres = roster.slice(0, 3);
    const nombre = (f: Fila) => `${f.alumno.nombre} ${f.alumno.apellidos}`;

    await context.setOffline(true);
    for (const f of tres) await page.getByRole('button', { name: `Ausente: ${nombre(f)}` }).click();
    await page.getByRole('switch', { name: 'Mi asistencia' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sin conexión · 4 cambios pendientes' }),
    ).toBeVisible();

    // A reload with no connection loses nothing: the marks are still there, shown as pending.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Control de asistencia' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sin conexión · 4 cambios pendientes' }),
    ).toBeVisible();
    await expect(page.getByText('Sin enviar', { exact: true })).toHaveCount(3);
    for (const f of tres) {
      await expect(page.getByRole('button', { name: `Ausente: ${nombre(f)}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await expect(page.getByRole('switch', { name: 'Mi asistencia' })).toBeChecked();
    await expectAccessible(page);
    await page.screenshot({ path: '.reports/asistencia-sin-conexion-360.png', fullPage: true });
    await page.goto('/hoy');
    await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
    await page.screenshot({ path: '.reports/hoy-sin-conexion-360.png', fullPage: true });
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Control de asistencia' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Sincronizado' })).toBeVisible({
      timeout: 15_000,
    });
    const enServidor = await leer<Fila[]>(oficina, `/api/asistencias/sesion/${sesion.id}`);
    for (const f of tres) expect(enServidor.find((x) => x.alumnoId === f.alumnoId)?.asistio).toBe(false);
    const propia = await leer<{ asistio: boolean }[]>(
      oficina,
      `/api/asistencias-profesores/sesion/${sesion.id}`,
    );
    expect(propia.map((p) => p.asistio)).toEqual([true]);
    await expect(page.getByText('Sin enviar', { exact: true })).toHaveCount(0);

    // Signing out leaves nothing of the teacher on the device.
    const guardado = () =>
      page.evaluate(
        () =>
          new Promise<number>((ok) => {
            const r = indexedDB.open('roboescuela-dispositivo');
            r.onsuccess = () => {
              const g = r.result.transaction('datos').objectStore('datos').count();
              g.onsuccess = () => ok(g.result);
            };
          }),
      );
    expect(await guardado()).toBe(2);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(guardado).toBe(0);
  } finally {
    await context.setOffline(false);
    await oficina.request.delete(`/api/sesiones/${sesion.id}`);
  }
});
