/**
 * /usuarios (issue 10): the admin creates and deactivates a staff user (whose open session then goes to
 * the login), creates users from teachers and reads the answer; the rest of the staff see the denial
 * texts; a user changes their own password from the staff menu, a parent from the portal menu.
 */
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { esperarCorreo } from '../support/correo';
import { conSesion, cuentaDemo, entrarComo, expect, iniciarSesion, test, toast } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'Robot#Verde2026';
const sufijo = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function crear(page: Page, ruta: string, datos: object): Promise<Record<string, unknown>> {
  const res = await page.request.post(ruta, { data: datos });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const profesor = (nombre: string, apellidos: string, email: string) => ({
  nombre,
  apellidos,
  email,
  telefono: '600 000 002',
  direccion: 'Calle Luna 4, Madrid',
  especializacion: ['Kids I'],
  horarioPreferido: 'tarde',
  carnetConducir: false,
  coche: false,
  numeroCuenta: 'ES9121000418450200051332',
  fechaAlta: '2025-09-01',
  fechaBaja: '',
  salario: 15,
  desplazamiento: '0',
  observaciones: '',
});

const menu = (page: Page, entrada: string) =>
  page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: entrada, exact: true });

async function otraSesion(browser: Browser, email: string, password: string) {
  const contexto = await browser.newContext();
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, { email, password });
  await expect(pagina).toHaveURL(/\/dashboard$/);
  return { contexto, pagina };
}

test('el admin crea un usuario, lo desactiva (su sesión abierta vuelve al login) y lo elimina', async ({
  page,
  browser,
}) => {
  await entrarComo(page, 'admin');
  await menu(page, 'Usuarios').click();
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  for (const col of ['Nombre', 'Email', 'Rol', 'Estado', 'Acciones'])
    await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
  await expectAccessible(page);

  const s = sufijo();
  const nombre = `Nora Coordinadora ${s}`;
  const email = `nora.${s}@prueba.es`;
  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Usuario' });
  await expect(dialogo.getByText(/le enviaremos un correo de invitación/)).toBeVisible();
  await dialogo.getByLabel('Email').fill('no-es-un-email');
  await dialogo.getByLabel('Contraseña', { exact: true }).fill('abc');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('El nombre es requerido')).toBeVisible();
  await expect(dialogo.getByText('Email inválido')).toBeVisible();
  // Each rule said once, by the shared schema: the spec's 6 characters first, then the common policy.
  await expect(dialogo.getByText('La contraseña debe tener al menos 6 caracteres')).toHaveCount(1);
  await expect(dialogo.getByText('La contraseña debe tener al menos 8 caracteres')).toHaveCount(0);
  await dialogo.getByLabel('Contraseña', { exact: true }).fill('abcdefg');
  await expect(dialogo.getByText('La contraseña debe tener al menos 8 caracteres')).toHaveCount(1);
  await expect(dialogo.getByText('La contraseña debe tener al menos 6 caracteres')).toHaveCount(0);
  await expect(dialogo.getByText(/mayúscula/)).toHaveCount(1);
  await expectAccessible(page);

  // A taken e-mail answers 409 with the server's message.
  await dialogo.getByLabel('Nombre').fill(nombre);
  await dialogo.getByLabel('Email').fill(cuentaDemo('coordinador').email);
  await dialogo.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialogo.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Coordinador' }).click();
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  // The dialog keeps the page outside it hidden from the accessibility tree: the message under the field.
  await expect(dialogo.getByText('Ya existe un usuario con este email')).toBeVisible();
  await dialogo.getByLabel('Email').fill(email);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Usuario creado correctamente')).toBeVisible();
  const fila = page.getByRole('row').filter({ hasText: email });
  await expect(fila.getByRole('cell', { name: 'Coordinador', exact: true })).toBeVisible();
  await expect(fila.getByText('Activo', { exact: true })).toBeVisible();

  // The new user signs in in another browser.
  const otro = await otraSesion(browser, email, PASSWORD);

  await page.getByRole('button', { name: `Editar ${nombre}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Usuario' });
  await expect(editar.getByText(/en blanco para mantener la actual/)).toBeVisible();
  await expect(editar.getByRole('switch', { name: 'Activo' })).toBeChecked();
  await editar.getByRole('switch', { name: 'Activo' }).click();
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Usuario actualizado correctamente')).toBeVisible();
  await expect(fila.getByText('Inactivo', { exact: true })).toBeVisible();

  // Their next step in the open session meets a 401 and goes to the login.
  await menu(otro.pagina, 'Grupos').click();
  await expect(otro.pagina).toHaveURL(/\/login-profesores$/);
  await expect(toast(otro.pagina).getByText('Tu sesión ha terminado. Inicia sesión de nuevo.')).toBeVisible();
  await iniciarSesion(otro.pagina, { email, password: PASSWORD });
  await expect(toast(otro.pagina).getByText('Credenciales inválidas')).toBeVisible();
  await otro.contexto.close();

  // A blank password on create sends an invitation.
  const invitado = `invitado.${s}@prueba.es`;
  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  await dialogo.getByLabel('Nombre').fill(`Iván Invitado ${s}`);
  await dialogo.getByLabel('Email').fill(invitado);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    toast(page).getByText('Usuario creado. Le hemos enviado un correo para que elija su contraseña'),
  ).toBeVisible();
  await esperarCorreo(invitado, /crea tu contraseña/);
  await expect(
    page.getByRole('row').filter({ hasText: invitado }).getByText('Invitación pendiente'),
  ).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
  await expect(
    page.getByRole('alertdialog', { name: '¿Está seguro de eliminar este usuario?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page).getByText('Usuario eliminado correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeHidden();
});

test('el admin crea usuarios desde profesores y ve cuántos se crearon y quién se omitió', async ({
  page,
}) => {
  await conSesion(page, 'admin');
  const s = sufijo();
  const emailNuevo = `rosa.${s}@prueba.es`;
  await crear(page, '/api/profesores', profesor('Rosa', `Sincuenta ${s}`, emailNuevo));
  // A teacher whose e-mail another (non-teacher) account already uses is skipped.
  const emailOcupado = `ocupado.${s}@prueba.es`;
  await crear(page, '/api/usuarios', {
    nombre: `Olga Ocupada ${s}`,
    email: emailOcupado,
    password: PASSWORD,
    rol: 'coordinador',
    activo: true,
  });
  await crear(page, '/api/profesores', profesor('Olga', `Ocupada ${s}`, emailOcupado));

  await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Crear usuarios desde profesores' }).click();
  await page.getByRole('button', { name: 'Crear usuarios' }).click();
  const resultado = page.getByRole('dialog', { name: 'Usuarios creados desde profesores' });
  await expect(resultado.getByText(/usuarios? creados?/).first()).toBeVisible();
  await expect(resultado.getByText(`Rosa Sincuenta ${s} (${emailNuevo})`)).toBeVisible();
  await expect(resultado.getByText(`Olga Ocupada ${s}: Su email ya lo usa otra cuenta`)).toBeVisible();
  await expectAccessible(page);
  await resultado.getByRole('button', { name: 'Aceptar' }).click();
  const fila = page.getByRole('row').filter({ hasText: emailNuevo });
  await expect(fila.getByRole('cell', { name: 'Profesor', exact: true })).toBeVisible();
  await expect(fila.getByText('Invitación pendiente')).toBeVisible();
  await esperarCorreo(emailNuevo, /crea tu contraseña/);

  // Run again: nothing new for that teacher.
  await page.getByRole('button', { name: 'Crear usuarios desde profesores' }).click();
  await page.getByRole('button', { name: 'Crear usuarios' }).click();
  await expect(resultado.getByText(`Rosa Sincuenta ${s}: Ya tiene una cuenta de usuario`)).toBeVisible();
});

test('un profesor ve los textos de acceso denegado en /usuarios y /admin-padres', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('profesor'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menu(page, 'Usuarios')).toBeHidden();
  await expect(menu(page, 'Padres')).toBeHidden();
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Acceso denegado: Solo administradores' })).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expectAccessible(page);
  await page.goto('/admin-padres');
  await expect(
    page.getByRole('heading', { name: 'No tienes permisos para acceder a esta página' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
});

test('un usuario cambia su propia contraseña desde su menú', async ({ page }) => {
  await entrarComo(page, 'admin');
  const s = sufijo();
  const email = `pablo.${s}@prueba.es`;
  await crear(page, '/api/usuarios', {
    nombre: `Pablo Propio ${s}`,
    email,
    password: PASSWORD,
    rol: 'profesor',
    activo: true,
  });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);

  await iniciarSesion(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await dialogo.getByLabel('Contraseña actual').fill('Otra#Clave2026');
  const nueva = dialogo.getByLabel('Nueva contraseña');
  await nueva.fill('corta');
  await expect(dialogo.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await expectAccessible(page);
  const NUEVA = 'Robot#Rojo2027';
  await nueva.fill(NUEVA);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('La contraseña actual no es correcta')).toBeVisible();
  await dialogo.getByLabel('Contraseña actual').fill(PASSWORD);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    toast(page).getByText('Contraseña actualizada. Se han cerrado tus otras sesiones'),
  ).toBeVisible();
  await expect(dialogo).toBeHidden();
  // The session in use stays.
  await menu(page, 'Grupos').click();
  await expect(page).toHaveURL(/\/grupos$/);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await iniciarSesion(page, { email, password: PASSWORD });
  await expect(toast(page).getByText('Credenciales inválidas')).toBeVisible();
  await iniciarSesion(page, { email, password: NUEVA });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('un padre cambia su propia contraseña desde el menú del portal', async ({ page }) => {
  await entrarComo(page, 'admin');
  const s = sufijo();
  const email = `padre.propio.${s}@prueba.es`;
  const colegios = (await (await page.request.get('/api/padres/colegios')).json()) as { id: number }[];
  await crear(page, '/api/admin/padres', {
    nombre: `Paco Padre ${s}`,
    email,
    password: PASSWORD,
    colegioId: colegios[0]!.id,
  });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);

  await iniciarSesion(page, { email, password: PASSWORD }, '/padres');
  await expect(page).toHaveURL(/\/padres\/dashboard$/);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  const NUEVA = 'Robot#Lila2027';
  await dialogo.getByLabel('Contraseña actual').fill(PASSWORD);
  await dialogo.getByLabel('Nueva contraseña').fill(NUEVA);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    toast(page).getByText('Contraseña actualizada. Se han cerrado tus otras sesiones'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await iniciarSesion(page, { email, password: NUEVA }, '/padres');
  await expect(page).toHaveURL(/\/padres\/dashboard$/);
});
