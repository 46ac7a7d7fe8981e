import { CURSOS } from '../../shared/src/cursos/cursos';
import { expect, test, toast } from '../support/fixtures';
import { expectAccessible } from '../support/axe';

test('la portada: cabecera, pestañas en la URL, carrusel, nosotros y ?tab=contacto', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/RoboEscuela/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Robótica, programación e impresión 3D/ }),
  ).toBeVisible();
  const accesos = page.getByRole('navigation', { name: 'Accesos' });
  await expect(accesos.getByRole('link', { name: 'Portal de padres' })).toHaveAttribute('href', '/padres');
  await expect(accesos.getByRole('link', { name: 'Acceso profesores' })).toHaveAttribute(
    'href',
    '/login-profesores',
  );
  await expect(page.getByText('Lunes a Viernes 9:00-18:00').first()).toBeVisible();
  await expectAccessible(page);

  // The header turns translucent past 20 px of scroll.
  const cabecera = page.locator('header').first();
  await expect(cabecera).toHaveAttribute('data-desplazada', 'false');
  await page.mouse.wheel(0, 400);
  await expect(cabecera).toHaveAttribute('data-desplazada', 'true');

  const pestanas = page.getByRole('tablist', { name: 'Secciones' });
  await pestanas.getByRole('tab', { name: 'Cursos' }).click();
  await expect(page).toHaveURL(/\/\?tab=cursos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestros cursos' })).toBeVisible();
  const carrusel = page.getByRole('region', { name: 'Cursos' });
  await expect(carrusel.getByRole('heading', { name: 'Preschoolers' })).toBeVisible();
  await expect(carrusel.getByRole('group')).toHaveCount(7);
  await expect(carrusel.getByRole('link', { name: 'Más información' })).toHaveCount(7);
  await carrusel.getByRole('button', { name: 'Curso siguiente' }).click();
  await expect(carrusel.getByRole('button', { name: 'Ir a la posición 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await carrusel.getByRole('button', { name: 'Curso anterior' }).click();
  await expect(carrusel.getByRole('button', { name: 'Ir a la posición 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page);

  // Arrow keys move between tabs (ARIA tabs pattern).
  await pestanas.getByRole('tab', { name: 'Cursos' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(pestanas.getByRole('tab', { name: 'Nosotros' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=nosotros$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/?tab=contacto');
  await expect(pestanas.getByRole('tab', { name: 'Contacto' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacta con nosotros' })).toBeVisible();
  await expectAccessible(page);
});

test('una página de curso y vuelta a la portada', async ({ page }) => {
  await page.goto('/?tab=cursos');
  await page
    .getByRole('region', { name: 'Cursos' })
    .getByRole('link', { name: 'Más información' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses\/preschoolers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preschoolers' })).toBeVisible();
  await expect(page).toHaveTitle(/Preschoolers \(4-5 años\)/);
  await expect(page.getByRole('heading', { name: '¿Qué aprenderán?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Materiales y tecnologías' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Áreas de aprendizaje' })).toBeVisible();
  // The course's three areas (the places section below names one school per h3, as many as have groups).
  await expect(page.locator('h3:not([aria-labelledby="plazas-curso"] h3)')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: 'Grupos y plazas' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Volver a cursos' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/courses/teens-ii');
  await page.getByRole('link', { name: 'Contactar' }).first().click();
  await expect(page).toHaveURL(/\/\?tab=contacto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacta con nosotros' })).toBeVisible();
});

test('el aviso de cookies: aceptar lo oculta también tras recargar', async ({ page }) => {
  await page.goto('/');
  const aviso = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(aviso).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(aviso.getByRole('link', { name: 'Personalizar' })).toHaveAttribute(
    'href',
    '/politica-cookies',
  );
  await expect(aviso.getByRole('link', { name: 'política de cookies' })).toHaveAttribute(
    'href',
    '/politica-cookies',
  );
  await aviso.getByRole('button', { name: 'Aceptar' }).click();
  await expect(aviso).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
});

test('el formulario de contacto: incompleto, enviado y repetido', async ({ page }) => {
  await page.goto('/?tab=contacto');
  const enviar = page.getByRole('button', { name: 'Enviar mensaje' });
  await enviar.click();
  await expect(toast(page).getByText('Formulario incompleto')).toBeVisible();
  await expect(toast(page).getByText('Por favor completa todos los campos del formulario.')).toBeVisible();

  const texto = `Hola, ¿hay grupo de Junior I en el colegio de mi hija? ${Date.now()}`;
  const rellenar = async () => {
    await page.getByLabel('Nombre').fill('Marta Gómez');
    await page.getByLabel('Email').fill('marta.gomez@familia.es');
    await page.getByLabel('Asunto').fill('Plazas en Junior I');
    await page.getByLabel('Mensaje').fill(texto);
  };
  await rellenar();
  await enviar.click();
  await expect(toast(page).getByText('Mensaje enviado')).toBeVisible();
  await expect(
    toast(page).getByText('Hemos recibido tu mensaje. Te responderemos lo antes posible.'),
  ).toBeVisible();
  await expect(page.getByLabel('Mensaje')).toHaveValue('');
  await expect(page.getByLabel('Nombre')).toHaveValue('');

  // The same e-mail and text again: the server says it is already stored.
  await rellenar();
  await enviar.click();
  await expect(toast(page).getByText('Mensaje recibido')).toBeVisible();
  await expect(toast(page).getByText(/ya está registrado en nuestro sistema/)).toBeVisible();
  await expect(page.getByLabel('Mensaje')).toHaveValue('');
  await expectAccessible(page);

  // A bad e-mail is caught by the shared schema before sending.
  await page.getByLabel('Nombre').fill('Marta');
  await page.getByLabel('Email').fill('marta@');
  await page.getByLabel('Asunto').fill('Prueba');
  await page.getByLabel('Mensaje').fill('Hola');
  await enviar.click();
  await expect(page.getByText('Formato de email no válido').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('las páginas legales: volver al inicio e imprimir', async ({ page }) => {
  for (const [ruta, titulo] of [
    ['/terminos-condiciones', 'Términos y condiciones'],
    ['/politica-privacidad', 'Política de privacidad'],
    ['/politica-cookies', 'Política de cookies'],
  ] as const) {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Información legal' })
      .getByRole('link', { name: titulo })
      .click();
    await expect(page).toHaveURL(new RegExp(`${ruta}$`));
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/politica-cookies');
  await expect(page.getByRole('cell', { name: '2 años' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '24 horas' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '1 minuto' })).toBeVisible();
  await page.goto('/terminos-condiciones');
  await expect(page.getByText(/al menos 15 días antes del siguiente periodo de facturación/)).toBeVisible();
  await expect(page.getByText(/juzgados y tribunales de Madrid/)).toBeVisible();
});

test('el catálogo se abre en una ventana nueva', async ({ page }) => {
  await page.goto('/');
  const [catalogo] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('navigation', { name: 'Accesos' })
      .getByRole('link', { name: /Catálogo de cursos/ })
      .click(),
  ]);
  await expect(catalogo.getByRole('heading', { level: 1, name: 'Catálogo de cursos' })).toBeVisible();
  await expect(catalogo.getByRole('heading', { level: 2, name: 'Teens II' })).toBeVisible();
  await expectAccessible(catalogo);
});

test('una ruta desconocida responde 404 con su página', async ({ page }) => {
  const res = await page.goto('/esto-no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404: Página no encontrada' })).toBeVisible();
  await expectAccessible(page);
});

test('en un móvil el menú de accesos se despliega', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByText('Menú', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Acceso profesores' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('sin JavaScript', () => {
  test('la portada y cada curso muestran sus títulos y su texto', async ({ browser }) => {
    const contexto = await browser.newContext({ javaScriptEnabled: false });
    const page = await contexto.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Robótica, programación e impresión 3D/ }),
    ).toBeVisible();
    await expect(page.getByText('Por qué las familias nos eligen')).toBeVisible();
    await page.getByRole('tab', { name: 'Cursos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros cursos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Más información' })).toHaveCount(7);
    for (const curso of CURSOS) {
      await page.goto(curso.url);
      await expect(page.getByRole('heading', { level: 1, name: curso.titulo })).toBeVisible();
      await expect(page.getByText(curso.subtitulo)).toBeVisible();
      await expect(page.getByRole('heading', { name: curso.areas[0].titulo })).toBeVisible();
    }
    await contexto.close();
  });
});
