import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cuentaDemo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

/** A message sent through the public form (the contact API: no session, no honeypot field). */
async function enviarMensaje(page: Page, asunto: string, mensaje: string) {
  const res = await page.request.post('/api/contacto', {
    data: { nombre: 'Elena Prueba', email: 'elena.prueba@example.com', asunto, mensaje },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The server's unread count, read with the admin's session. */
async function noLeidos(page: Page): Promise<number> {
  const res = await page.request.get('/api/mensajes-contacto/no-leidos');
  return ((await res.json()) as { total: number }).total;
}

test('el admin lee un mensaje nuevo, lo marca como no leído y elimina otro; el menú cuenta los no leídos', async ({
  page,
}) => {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const leer = {
    asunto: `Consulta ${id}`,
    mensaje: `${'Quisiera información sobre los cursos. '.repeat(6)}${id}`,
  };
  const borrar = { asunto: `Duplicado ${id}`, mensaje: `Este mensaje sobra ${id}` };
  await enviarMensaje(page, borrar.asunto, borrar.mensaje);
  await enviarMensaje(page, leer.asunto, leer.mensaje);

  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const enlace = menu.getByRole('link', { name: 'Mensajes de contacto', exact: true });
  const antes = await noLeidos(page);
  expect(antes).toBeGreaterThanOrEqual(2);
  await expect(enlace).toHaveAccessibleDescription(`${antes} mensajes sin leer`);
  await expect(enlace).toContainText(String(antes));

  await enlace.click();
  await expect(page).toHaveURL(/\/mensajes-contacto$/);
  await expect(page.getByRole('heading', { name: 'Mensajes de Contacto', level: 1 })).toBeVisible();
  const tarjeta = page.getByRole('article', { name: leer.asunto });
  await expect(tarjeta.getByText('Nuevo', { exact: true })).toBeVisible();
  await expect(tarjeta.getByText('elena.prueba@example.com')).toBeVisible();
  // The card shows the first 150 characters and an ellipsis, not the end of the message.
  await expect(tarjeta.getByText(`${leer.mensaje.slice(0, 150)}…`)).toBeVisible();
  await expect(tarjeta.getByRole('link', { name: 'Responder' })).toHaveAttribute(
    'href',
    `mailto:elena.prueba@example.com?subject=${encodeURIComponent(`Re: ${leer.asunto}`)}`,
  );
  await expectAccessible(page);

  // Opening an unread message marks it read: the badge goes and the menu's count drops.
  await tarjeta.getByRole('button', { name: 'Ver mensaje' }).click();
  const dialogo = page.getByRole('dialog', { name: leer.asunto });
  await expect(dialogo.getByText(leer.mensaje)).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Marcar como no leído' })).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Cerrar' }).click();
  await expect(tarjeta.getByText('Nuevo', { exact: true })).toHaveCount(0);
  await expect(enlace).toHaveAccessibleDescription(`${antes - 1} mensajes sin leer`);
  await expect(enlace).toContainText(String(antes - 1));
  expect(await noLeidos(page)).toBe(antes - 1);

  // Back to unread.
  await tarjeta.getByRole('button', { name: 'Marcar como no leído' }).click();
  await expect(tarjeta.getByText('Nuevo', { exact: true })).toBeVisible();
  await expect(enlace).toHaveAccessibleDescription(`${antes} mensajes sin leer`);

  // The read filter lives in the URL and shows only unread messages.
  await page.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'Leídos', exact: true }).click();
  await expect(page).toHaveURL(/leidos=si/);
  await expect(page.getByRole('article', { name: leer.asunto })).toHaveCount(0);
  await page.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'No leídos' }).click();
  await expect(page).toHaveURL(/leidos=no/);
  await expect(tarjeta).toBeVisible();

  // Deleting asks first; the unread message leaves the list and the count.
  const otra = page.getByRole('article', { name: borrar.asunto });
  await otra.getByRole('button', { name: 'Eliminar' }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Está seguro de eliminar este mensaje?' });
  await confirmar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(otra).toBeVisible();
  await otra.getByRole('button', { name: 'Eliminar' }).click();
  await confirmar.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page).getByText('Mensaje eliminado')).toBeVisible();
  await expect(otra).toHaveCount(0);
  await expect(enlace).toHaveAccessibleDescription(`${antes - 1} mensajes sin leer`);
  expect(await noLeidos(page)).toBe(antes - 1);
  // The kept message is still there after a reload.
  await page.reload();
  await expect(page.getByRole('article', { name: leer.asunto })).toBeVisible();
  await expect(page.getByRole('article', { name: borrar.asunto })).toHaveCount(0);
});
