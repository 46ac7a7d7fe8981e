/**
 * Issue 29 (screens that fit): the 360 px sweep with the dialogs open. Every staff screen a role may open
 * (read from the route table, web/src/app/rutas.tsx) and every section of the parents' portal is visited at
 * 360 px with the demo data; on each, every button that may open a dialog (a page action, the first row's
 * edit and delete) is pressed, every select in the dialog or form gets its LONGEST option, every date
 * field's calendar is opened, and the page must still not scroll sideways
 * (document.scrollingElement.scrollWidth <= clientWidth) and must pass axe, with the dialog open.
 */
import type { Locator, Page } from '@playwright/test';
import { animacionesTerminadas, graves, violacionesAxe } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navegarEnLaApp, vigilarRed } from '../support/navegacion';
import { rutasDeGestion } from '../support/rutas';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// A few screens per test, run in parallel across the workers (the sweep of every admin screen in two tests
// took several minutes on one worker while the other sat idle). Inside a test the app is loaded once and
// the next screens are opened as its links open them (support/navegacion.ts).
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/**
 * Buttons that do not open a dialog (files, navigation, filters, the menu, the sign-out, the attendance
 * marks, the days of the family's attendance calendar).
 */
const NO_ABRE =
  /^(Exportar|Descargar|Limpiar|Volver|Cerrar|Abrir menú|Menú|Anterior|Siguiente|Página|Mes |Ir a|Saltar|Mostrar|Ocultar|Presente|Ausente|Justificad|Asisti|Falt|Guardar|Enviar|Marcar|Iniciar|Inscribiendo|Inscribir alumno$|Abrir calendario|(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d)/i;
/** Row actions: one row's is enough (they open the same dialog for every row). */
const DE_FILA =
  /^(Editar|Eliminar|Borrar|Ver|Asistencia del profesor|Unir un duplicado con|Salud, recogida y consentimientos de)\b/;

interface Hallazgos {
  anchos: string[];
  axe: string[];
  abiertos: string[];
  /** "Nuevo…", "Añadir…" buttons that neither opened a dialog nor went to another page. */
  sinAbrir: string[];
}

/** A page action that creates something: it must open a dialog (or go to its own page). */
const CREA = /^(Nuev[oa]|Añadir)\b/;

async function ancho(page: Page) {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return { scroll: el.scrollWidth, cliente: el.clientWidth };
  });
}

async function medir(page: Page, donde: string, h: Hallazgos) {
  const { scroll, cliente } = await ancho(page);
  if (scroll > cliente) h.anchos.push(`${donde}: ${scroll} px de ancho en ${cliente} px`);
}

/** axe on the page, or only on the open dialog (the page behind it was checked when the sweep arrived). */
async function revisarAxe(page: Page, donde: string, h: Hallazgos, soloDialogo = false) {
  const violaciones = await violacionesAxe(page, {
    incluir: soloDialogo ? '[role="dialog"], [role="alertdialog"]' : undefined,
  });
  for (const linea of graves(violaciones)) h.axe.push(`${donde}: ${linea}`);
}

/** Opens each select inside `zona` and picks the option with the longest text. */
async function elegirLasMasLargas(page: Page, zona: Locator, donde: string, h: Hallazgos) {
  const selects = zona.locator('button[role="combobox"]:visible:not([disabled])');
  // Counted again each time: a choice can hide the selects after it (a notice to 'Todas las familias'
  // needs no group).
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i);
    if (
      !(await select.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    const lista = page.getByRole('listbox');
    // `isVisible` does not wait (its `timeout` is ignored): a list still opening after the click was
    // skipped. It gets the moment the timeout meant.
    const abierta = await lista.waitFor({ state: 'visible', timeout: 1_500 }).then(
      () => true,
      () => false,
    );
    if (!abierta) {
      tiempo(`${donde}: el select ${i + 1} no abrió su lista`);
      continue;
    }
    const textos = await lista.getByRole('option').allInnerTexts();
    if (textos.length === 0) {
      await page.keyboard.press('Escape');
      continue;
    }
    const larga = textos.reduce((a, b) => (b.trim().length > a.trim().length ? b : a));
    await medir(page, `${donde}, lista abierta`, h);
    // On a loaded machine a click can land while the list is still placing itself and be ignored: try again
    // a few times, then close the list with Escape (its width has been measured with the list open).
    const opcion = lista.getByRole('option', { name: larga.trim(), exact: true }).first();
    for (let intento = 0; intento < 3 && (await lista.isVisible()); intento++) {
      await opcion.click({ timeout: 5_000 }).catch(() => undefined);
      await lista.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
    }
    if (await lista.isVisible()) await page.keyboard.press('Escape');
    await expect(lista).toBeHidden();
  }
  // The calendars of the date fields.
  const calendarios = zona.getByRole('button', { name: 'Abrir calendario' });
  const c = await calendarios.count();
  for (let i = 0; i < c; i++) {
    if (!(await calendarios.nth(i).isEnabled())) continue;
    await calendarios.nth(i).click();
    const cal = page.getByRole('dialog', { name: 'Elegir fecha' });
    await expect(cal).toBeVisible();
    await medir(page, `${donde}, calendario abierto`, h);
    await page.keyboard.press('Escape');
    await expect(cal).toBeHidden();
  }
}

/** BARRIDO_TIEMPOS=1: how long each button's visit took, to see where a slow sweep spends its time. */
function tiempo(linea: string) {
  if (process.env.BARRIDO_TIEMPOS) process.stdout.write(`${linea}\n`);
}

/** The dialog (or alert dialog) on top, if one opened. */
function dialogoAbierto(page: Page) {
  return page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').last();
}

async function cerrarDialogos(page: Page) {
  for (let i = 0; i < 3 && (await dialogoAbierto(page).count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible')).toHaveCount(0);
}

async function nombresDeBotones(page: Page): Promise<string[]> {
  const nombres = await page.locator('main button:visible').evaluateAll((bs) =>
    bs
      .filter(
        (b) =>
          !(b as HTMLButtonElement).disabled &&
          // Not the column sorts, the section menu, a calendar's days, nor a dialog's or a form's own buttons.
          !b.closest('[role="dialog"], form, thead, nav, [role="tablist"], [role="grid"]'),
      )
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().replace(/\s+/g, ' ')),
  );
  const vistos = new Set<string>();
  const elegidos: string[] = [];
  for (const nombre of nombres) {
    if (!nombre || NO_ABRE.test(nombre)) continue;
    const clave = DE_FILA.exec(nombre)?.[1] ?? nombre;
    if (vistos.has(clave)) continue;
    vistos.add(clave);
    elegidos.push(nombre);
  }
  return elegidos;
}

/** The app loaded afresh at `ruta` (the first screen of a test, or after a click that went wrong). */
async function cargar(page: Page, ruta: string) {
  await page.goto(ruta);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('fila-cargando')).toHaveCount(0);
}

async function barrer(page: Page, rutas: string[]) {
  const h: Hallazgos = { anchos: [], axe: [], abiertos: [], sinAbrir: [] };
  for (const [i, ruta] of rutas.entries()) {
    const t0 = Date.now();
    if (i === 0) await cargar(page, ruta);
    else await navegarEnLaApp(page, ruta);
    const t1 = Date.now();
    await medir(page, ruta, h);
    await revisarAxe(page, ruta, h);
    tiempo(`${ruta}: ir ${t1 - t0} ms, axe de la página ${Date.now() - t1} ms`);
    // Forms on the page itself (the parents' enrolment) get their longest options too.
    for (const form of await page.locator('main form:visible').all())
      await elegirLasMasLargas(page, form, `${ruta} (formulario)`, h);
    await medir(page, `${ruta} (formulario con las opciones más largas)`, h);

    for (const nombre of await nombresDeBotones(page)) {
      const desde = Date.now();
      const boton = page.locator('main').getByRole('button', { name: nombre, exact: true }).first();
      if (!(await boton.isVisible())) continue;
      // What the dialog asks for when it opens (a student's safeguarding data), watched from the click.
      const red = vigilarRed(page);
      const pulsado = await boton.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      const dialogo = dialogoAbierto(page);
      const abrio =
        pulsado &&
        (await dialogo
          .waitFor({ state: 'visible', timeout: 1_500 })
          .then(() => true)
          .catch(() => false));
      if (abrio) await red.enCalma(300).finally(() => red.dejar());
      else red.dejar();
      if (!pulsado) {
        h.anchos.push(`${ruta}: no se pudo pulsar «${nombre}»`);
        await cargar(page, ruta);
        continue;
      }
      if (!abrio) {
        if (process.env.BARRIDO_TIEMPOS)
          tiempo(`${ruta} → «${nombre}» (sin diálogo): ${Date.now() - desde} ms`);
        const aqui = new URL(page.url()).pathname + new URL(page.url()).search;
        if (aqui !== ruta) await navegarEnLaApp(page, ruta);
        else if (CREA.test(nombre)) h.sinAbrir.push(`${ruta}: «${nombre}» no abrió ningún diálogo`);
        continue;
      }
      const donde = `${ruta} → «${nombre}»`;
      const t1 = Date.now();
      h.abiertos.push(donde);
      // Its opening animation over (axe reads colours mid-fade as too faint).
      await animacionesTerminadas(page);
      const t2 = Date.now();
      await elegirLasMasLargas(page, dialogo, donde, h);
      await medir(page, donde, h);
      const t3 = Date.now();
      // CAPTURAS=1: a picture of every dialog with its longest options, to look at.
      if (process.env.CAPTURAS)
        await page.screenshot({ path: test.info().outputPath(`${h.abiertos.length}.png`) });
      await revisarAxe(page, donde, h, true);
      const t4 = Date.now();
      await cerrarDialogos(page);
      tiempo(
        `${donde}: ${Date.now() - desde} ms (abrir ${t1 - desde}, esperar ${t2 - t1}, opciones ${t3 - t2}, axe ${t4 - t3}, cerrar ${Date.now() - t4})`,
      );
    }
  }
  return h;
}

function comprobar(h: Hallazgos) {
  test.info().annotations.push({ type: 'diálogos abiertos', description: h.abiertos.join('\n') });
  expect.soft(h.anchos, 'Pantallas o diálogos más anchos que el teléfono').toEqual([]);
  expect.soft(h.axe, 'Violaciones de accesibilidad').toEqual([]);
  expect(h.sinAbrir, 'Acciones de crear que no abren nada').toEqual([]);
}

// Each test starts signed in (the role's saved sign-in state, fixtures.ts) and loads its first screen
// directly.
const RUTAS_ADMIN = [...new Set([...rutasDeGestion('admin'), '/materiales-periodo', '/asistencias'])];

/** `rutas` dealt into `n` tests in turn, so that the heavy screens (the table's big lists) spread out. */
function repartir(rutas: string[], n: number): string[][] {
  const grupos = Array.from({ length: n }, () => [] as string[]);
  rutas.forEach((ruta, i) => grupos[i % n]!.push(ruta));
  return grupos.filter((g) => g.length > 0);
}

test.describe('admin', () => {
  test.use({ rol: 'admin' });
  for (const rutas of repartir(RUTAS_ADMIN, 6)) {
    test(`a 360 px, ningún diálogo del admin en ${rutas.join(', ')}, con sus opciones más largas, ensancha la página`, async ({
      page,
    }) => {
      // The route table was read (support/rutas.ts): the sweep is not over an empty or partial list.
      expect(RUTAS_ADMIN.length).toBeGreaterThanOrEqual(12);
      comprobar(await barrer(page, rutas));
    });
  }
});

test.describe('profesor', () => {
  test.use({ rol: 'profesor' });
  test('a 360 px, ningún diálogo del profesor ensancha la página', async ({ page }) => {
    comprobar(await barrer(page, [...new Set([...rutasDeGestion('profesor'), '/asistencias'])]));
  });
});

const SECCIONES_PORTAL = [
  '/padres/dashboard',
  ...['alumnos', 'asistencias', 'observaciones', 'actividades', 'inscribir'].map(
    (s) => `/padres/dashboard?section=${s}`,
  ),
  '/padres/perfil',
];
test.describe('portal', () => {
  test.use({ rol: 'tutor' });
  for (const rutas of repartir(SECCIONES_PORTAL, 2)) {
    test(`a 360 px, ${rutas.join(', ')} del portal de padres no ensanchan la página, con las opciones más largas`, async ({
      page,
    }) => {
      comprobar(await barrer(page, rutas));
    });
  }
});
