import { expectAccessible } from '../support/axe';
import { enlaceVerificacion } from '../support/correo';
import { entrarComo, expect, iniciarSesion, test, toast } from '../support/fixtures';

const PASSWORD = 'Robot#Azul2026';

test('una familia se registra, verifica su correo, entra, inscribe a su hijo, edita su perfil y sale', async ({
  page,
}) => {
  // The whole journey in one test: registration, e-mail, sign-in, enrolment, profile.
  test.setTimeout(90_000);
  const email = `familia.e2e.${Date.now()}@prueba.es`;
  await page.goto('/padres');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Registrarse' }).click();

  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellidos').fill('Martín Pérez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('DNI/NIE').fill('12345678Z');
  await page.getByLabel('Teléfono 1').fill('600123456');
  await page.getByLabel('Teléfono 2').fill('910123456');
  await page.getByLabel('Dirección').fill('Calle del Pez 3, Madrid');
  await page.getByLabel('Cuenta bancaria (IBAN)').fill('ES91 2100 0418 4502 0005 1332');
  await page.getByLabel('Titular de la cuenta').fill('Lucía Martín Pérez');
  await page.getByRole('combobox', { name: 'Colegio' }).click();
  await page.getByRole('option', { name: 'CEIP San Fernando' }).click();
  await page.getByLabel('Soy socio/a del AMPA').check();

  // Every password rule shows its message, and the button waits for a valid password.
  const registrar = page.getByRole('button', { name: 'Registrarse' });
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill('abc');
  for (const mensaje of [
    'La contraseña debe tener al menos 8 caracteres',
    'La contraseña debe incluir al menos una letra mayúscula',
    'La contraseña debe incluir al menos un número',
    'La contraseña debe incluir al menos un símbolo',
  ]) {
    await expect(page.getByText(mensaje)).toBeVisible();
  }
  await expect(registrar).toBeDisabled();
  await password.fill('ROBOT#AZUL2026');
  await expect(page.getByText('La contraseña debe incluir al menos una letra minúscula')).toBeVisible();
  await expect(registrar).toBeDisabled();
  await password.fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill('Robot#Azul2027');
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await expect(page.getByText('Las contraseñas no coinciden')).toBeHidden();
  await registrar.click();
  await expect(toast(page).getByText('Revisa tu correo electrónico para verificar tu cuenta')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');

  // Before verifying, sign-in is refused and a new e-mail can be asked for.
  await iniciarSesion(page, { email, password: PASSWORD }, '/padres');
  await expect(
    toast(page).getByText('Debes verificar tu correo electrónico antes de iniciar sesión'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar correo de verificación' })).toBeVisible();
  await expect(page).toHaveURL(/\/padres$/);

  // The link of the e-mail verifies once.
  const enlace = await enlaceVerificacion(email);
  await page.goto(enlace);
  await expect(page.getByRole('heading', { name: 'Verificación exitosa' })).toBeVisible();
  await expect(toast(page).getByText('Ya puedes iniciar sesión con tu cuenta.')).toBeVisible();
  await expectAccessible(page);
  await page.goto(enlace);
  await expect(page.getByRole('heading', { name: 'Error de verificación' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al Portal de Padres' }).click();
  await expect(page).toHaveURL(/\/padres$/);

  await iniciarSesion(page, { email, password: PASSWORD }, '/padres');
  await expect(page).toHaveURL(/\/padres\/dashboard$/);
  await expect(page.getByText('Hola, Lucía')).toBeVisible();
  await expect(page.getByText('No hay alumnos registrados')).toBeVisible();
  await expectAccessible(page);

  // Enrol a child.
  const nav = page.getByRole('navigation', { name: 'Secciones del portal' });
  await nav.getByRole('link', { name: 'Inscribir alumno' }).click();
  await expect(page).toHaveURL(/section=inscribir/);
  await page.getByRole('button', { name: 'Inscribir alumno' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('Debes seleccionar un grupo')).toBeVisible();
  await expect(
    page.getByText('Para inscribir a tu hijo o hija debes aceptar el aviso de privacidad (versión actual)'),
  ).toBeVisible();
  await page.getByLabel('Nombre').fill('Hugo');
  await page.getByLabel('Apellidos').fill('Martín Pérez');
  await page.getByLabel('Fecha de nacimiento').fill('2016-03-15');
  await page.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: '4º Primaria' }).click();
  await page.getByRole('combobox', { name: 'Letra' }).click();
  await page.getByRole('option', { name: 'B', exact: true }).click();
  await page.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: /Robótica Kids I · San Fernando/ }).click();
  await page.getByLabel('Teléfono 1').fill('600999888');
  await page.getByRole('checkbox', { name: 'He leído y acepto el aviso de privacidad' }).click();
  // Radix hides the page from assistive tech while a select is open; axe runs once the last one is gone.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Inscribir alumno' }).click();
  await expect(toast(page).getByText('El alumno ha sido inscrito correctamente')).toBeVisible();
  await expect(page).toHaveURL(/section=alumnos/);
  await expect(page.getByRole('heading', { name: 'Mis hijos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hugo Martín Pérez' })).toBeVisible();
  await expect(page.getByText('Robótica Kids I · San Fernando')).toBeVisible();
  await nav.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('heading', { name: 'Hugo Martín Pérez' })).toBeVisible();
  await expect(page.getByText('4º Primaria · B')).toBeVisible();

  // Profile: an invalid DNI is refused; Cancelar restores; a valid change is saved.
  await nav.getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByText('El email no se puede modificar')).toBeVisible();
  await page.getByLabel('DNI/NIE').fill('12345678A');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('El DNI/NIE no es válido: revisa el número y la letra')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('12345678Z')).toBeVisible();
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await expect(page.getByLabel('DNI/NIE')).toHaveValue('12345678Z');
  await page.getByLabel('Nombre').fill('Lucía María');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page).getByText('Perfil actualizado')).toBeVisible();
  await expect(page.getByText('Hola, Lucía María')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page).getByText('Has cerrado sesión correctamente')).toBeVisible();
});

test('en el móvil el portal tiene menú sin observaciones y otros roles no entran', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrarComo(page, 'tutor', '/padres/dashboard?section=asistencias');
  await expect(page.getByRole('heading', { name: 'Asistencias' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Mis hijos' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Observaciones' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Mis hijos' }).click();
  await expect(page.getByRole('heading', { name: 'Pablo Navarro Gil' })).toBeVisible();
  // A parent never reaches the staff area.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/padres\/dashboard$/);
});

test('un profesor que abre el portal de padres vuelve a su panel', async ({ page }) => {
  await entrarComo(page, 'coordinador', '/padres/perfil');
  await expect(page).toHaveURL(/\/dashboard$/);
});
