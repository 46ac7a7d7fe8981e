/**
 * Issue 29: at 1366 px the Acciones column of a list was cut off (Profesores, Actividades). On every staff
 * screen the admin may open (read from the route table), every row's delete action must be on screen
 * sideways: inside the window and not clipped by any scrolling or clipping box around it.
 */
import { cuentaDemo, expect, iniciarSesion, test } from '../support/fixtures';
import { navegarEnLaApp } from '../support/navegacion';
import { rutasDeGestion } from '../support/rutas';

test.use({ viewport: { width: 1366, height: 800 } });
test.describe.configure({ timeout: 180_000 });

test('a 1366 px, la acción de eliminar de cada fila de cada lista se ve', async ({ page }) => {
  await iniciarSesion(page, cuentaDemo('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const cortadas: string[] = [];
  const conFilas: string[] = [];
  // The lists with delete actions in the demo data: at least these must be checked with their rows.
  const conEliminar = ['/usuarios', '/profesores', '/colegios', '/actividades'];
  const eliminar = page.locator('table button[aria-label^="Eliminar "]');
  for (const ruta of new Set([...rutasDeGestion('admin'), '/materiales-periodo'])) {
    // The dashboard is where signing in has just landed: checked as it is. The other screens are opened
    // as the app's links open them; that waits for their rows too.
    if (new URL(page.url()).pathname !== ruta) await navegarEnLaApp(page, ruta);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('fila-cargando')).toHaveCount(0);
    if (conEliminar.includes(ruta)) await expect(eliminar.first()).toBeVisible();
    const resultado = await eliminar.evaluateAll((botones) =>
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
  expect(conFilas).toEqual(expect.arrayContaining(conEliminar));
});
