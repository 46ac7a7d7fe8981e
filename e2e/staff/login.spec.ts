import {
  E2E_ADMIN,
  expect,
  iniciarSesion,
  iniciarSesionConFormulario,
  test,
  toast,
} from '../support/fixtures';
import { expectAccessible } from '../support/axe';

const ENTRADAS_ADMIN = [
  'Dashboard',
  'Usuarios',
  'Colegios',
  'Profesores',
  'Padres',
  'Materiales',
  'Actividades',
  'Nóminas',
  'Distancias',
  'Mensajes de contacto',
  'Reportes de Asistencias',
  'Grupos',
  'Alumnos',
  'Sesiones',
];

test('el admin entra por /login-profesores, ve su menú completo y cierra sesión', async ({ page }) => {
  await page.goto('/login-profesores');
  await expectAccessible(page);
  await iniciarSesionConFormulario(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page).getByText('Inicio de sesión exitoso')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  for (const entrada of ENTRADAS_ADMIN) {
    await expect(menu.getByRole('link', { name: entrada, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  // A signed-in admin sent to the login page goes back to the dashboard.
  await page.goto('/login-profesores');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page).getByText('Has cerrado sesión correctamente')).toBeVisible();
  // The session is over: the browser has no session left to show.
  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toEqual({ user: null });
});

test('una visita sin sesión a /usuarios vuelve a /', async ({ page }) => {
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/$/);
});

test('el login pide ambos campos y avisa de credenciales inválidas', async ({ page }) => {
  await page.goto('/login-profesores');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El email y la contraseña son requeridos').first()).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-contraseña');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page).getByText('Credenciales inválidas')).toBeVisible();
  await expect(page).toHaveURL(/\/login-profesores$/);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('en un móvil el menú es un cajón', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await iniciarSesion(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const cajon = page.getByRole('dialog');
  await expect(cajon.getByRole('link', { name: 'Profesores' })).toBeVisible();
  await cajon.getByRole('link', { name: 'Alumnos' }).click();
  await expect(page).toHaveURL(/\/alumnos$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAccessible(page);
});

test('una ruta desconocida muestra el 404', async ({ page }) => {
  await page.goto('/no-existe/en-absoluto');
  await expect(page.getByRole('heading', { name: '404: Página no encontrada' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('con la sesión guardada de un rol (test.use)', () => {
  test.use({ rol: 'profesor' });

  test('la página empieza dentro, sin pasar por el formulario', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Sesiones', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Usuarios', exact: true })).toHaveCount(0);
  });
});
