/**
 * "Hoy" (issue 28) on a 360 px phone: the teacher goes from the dashboard to today's classes, each with
 * the school's address (a maps link) and a big attendance button, and the next 7 days below.
 */
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

function diaEscuela(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

test('el profesor ve sus clases de hoy con la dirección y el botón de asistencia', async ({
  browser,
  page,
}) => {
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const grupos = (await (await page.request.get('/api/grupos/opciones')).json()) as {
    id: number;
    nombre: string;
  }[];
  const grupo = grupos[0]!;

  // The office adds a class today late in the evening (a time no other test uses).
  const oficina = await (await browser.newContext()).newPage();
  await iniciarSesion(oficina, cuentaDemo('admin'));
  const minuto = String(10 + (Date.now() % 49)).padStart(2, '0');
  const creada = await oficina.request.post('/api/sesiones', {
    data: { grupoId: grupo.id, fecha: `${diaEscuela()}T23:${minuto}`, estado: 'planificada' },
  });
  expect(creada.ok(), await creada.text()).toBe(true);
  const sesion = (await creada.json()) as { id: number };

  try {
    await page.getByRole('link', { name: 'Ver mis clases de hoy' }).click();
    await expect(page).toHaveURL(/\/hoy$/);
    await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: `23:${minuto} · ${grupo.nombre}` })).toBeVisible();
    const boton = page.getByRole('link', { name: `Tomar asistencia: 23:${minuto} · ${grupo.nombre}` });
    await expect(boton).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Cómo llegar: .* \(abre el mapa\)$/ }).first(),
    ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(page.getByRole('heading', { name: 'Próximos 7 días' })).toBeVisible();
    const ancho = await page.evaluate(() => {
      const el = document.scrollingElement ?? document.documentElement;
      return el.scrollWidth - el.clientWidth;
    });
    expect(ancho).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({ path: '.reports/hoy-360.png', fullPage: true });

    await boton.click();
    await expect(page).toHaveURL(new RegExp(`/asistencias/${sesion.id}/${diaEscuela()}$`));
    await expect(page.getByRole('heading', { name: 'Control de asistencia' })).toBeVisible();
  } finally {
    await oficina.request.delete(`/api/sesiones/${sesion.id}`);
  }
});
