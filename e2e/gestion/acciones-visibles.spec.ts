/**
 * Issue 29: at 1366 px the Acciones column of a list was cut off (Profesores, Actividades). On every staff
 * screen the admin may open (read from the route table), every row's delete action must be on screen
 * sideways: inside the window and not clipped by any scrolling or clipping box around it.
 */
import { cuentaDemo, expect, iniciarSesion, test } from '../support/fixtures';
import { rutasDeGestion } from '../support/rutas';

test.use({ viewport: { width: 1366, height: 800 } });
test.describe.configure({ timeout: 180_000 });

test('a 1366 px, la acción de eliminar de cada fila de cada lista se ve', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const cortadas: string[] = [];
  const conFilas: string[] = [];
  for (const ruta of new Set([...rutasDeGestion('admin'), '/materiales-periodo'])) {
    // The dashboard is where signing in has just landed: checked without loading it again.
    if (new URL(page.url()).pathname !== ruta) await page.goto(ruta);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const resultado = await page.locator('table button[aria-label^="Eliminar "]').evaluateAll((botones) =>
      botones.map((b) => {
        const r = b.getBoundingClientRect();
        let fuera = r.left < 0 || r.right > document.documentElement.clientWidth;
        for (let el = b.parentElement; el && !fuera; el = el.parentElement) {
          const estilo = getComputedStyle(el);
          if (estilo.overflowX === 'visible') continue;
          const caja = el.getBoundingClientRect();
          fuera = r.left < caja.left - 1 || r.right > caja.right + 1;
        }
        return { nombre: b.getAttribute('aria-label') ?? '', fuera };
      }),
    );
    if (resultado.length > 0) conFilas.push(ruta);
    for (const { nombre, fuera } of resultado) if (fuera) cortadas.push(`${ruta}: «${nombre}»`);
  }
  expect(cortadas, 'Acciones de eliminar cortadas a 1366 px').toEqual([]);
  // The lists with delete actions in the demo data: at least these must have been checked.
  expect(conFilas).toEqual(expect.arrayContaining(['/usuarios', '/profesores', '/colegios', '/actividades']));
});
