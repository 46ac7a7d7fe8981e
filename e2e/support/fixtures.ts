/**
 * Shared Playwright fixtures (decision 035). Every worker runs its own e2e server (`servidorE2E`, on
 * E2E_PORT + the worker's index, with its own copy of the demo data), and `baseURL` points at it.
 *
 * Signing in as a demo account (`entrarComo(page, rol, destino)` opens a screen signed in, `conSesion` signs
 * the context in without loading anything, `iniciarSesion(page, cuentaDemo(rol))` lands where the login
 * would, `test.use({ rol })` makes every page of a test start signed in) does not go through the login
 * page: each worker signs in once per account through the API and keeps that sign-in state (Playwright's
 * storageState), then puts its cookie in the page's context. Any other account, and the tests of the
 * login page itself (`iniciarSesionConFormulario`), use the real form. Data for a test is created through
 * the API (`page.request` shares the page's cookies).
 */
import path from 'node:path';
import { homeForRol, type Rol } from '@escuela/shared';
import { request, test as base, expect, type Page } from '@playwright/test';
import { CUENTAS_DEMO, DEMO_PASSWORD } from '../../server/src/seed/demo/cuentas';
import { E2E_ADMIN } from '../../playwright.config';
import { anotarCpu, cpuDelArbol, medirCpu, partesMedidas } from './cpu';
import { reintentarConexionesCerradas } from './reintentos';
import { arrancarServidorE2E, puertoDelWorker, type ServidorE2E } from './servidor';

export interface Credenciales {
  email: string;
  password: string;
}

type EstadoSesion = Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>['storageState']>>;

/** The sign-in form, as a person fills it. */
export async function iniciarSesionConFormulario(page: Page, cred: Credenciales, ruta = '/login-profesores') {
  await page.goto(ruta);
  await page.getByLabel('Email').fill(cred.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(cred.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

function rolDemo(cred: Credenciales): Rol | undefined {
  if (cred.password !== DEMO_PASSWORD) return undefined;
  const email = cred.email.toLowerCase();
  return (Object.keys(CUENTAS_DEMO) as Rol[]).find((rol) => CUENTAS_DEMO[rol].email === email);
}

// Per worker process: the sign-in state of each demo account on this worker's server.
const estados = new Map<string, Promise<EstadoSesion>>();
let servidorDelWorker: ServidorE2E | undefined;

async function iniciarSesionPorApi(url: string, cred: Credenciales): Promise<EstadoSesion> {
  const ctx = await request.newContext({ baseURL: url });
  try {
    const res = await ctx.post('/api/auth/login', { data: cred });
    if (!res.ok()) throw new Error(`No se pudo iniciar sesión como ${cred.email}: ${res.status()}`);
    return await ctx.storageState();
  } finally {
    await ctx.dispose();
  }
}

/**
 * The saved sign-in state of a demo account on this worker's server: signed in through the API the first
 * time, then reused while the session lives (a test that signs out or changes that account's password
 * ends it; the next use signs in again).
 */
export async function estadoDeSesion(cred: Credenciales): Promise<EstadoSesion> {
  if (!servidorDelWorker) throw new Error('estadoDeSesion solo funciona dentro de una prueba');
  const url = servidorDelWorker.url;
  const clave = cred.email.toLowerCase();
  const guardado = estados.get(clave);
  if (guardado) {
    const estado = await guardado.catch(() => undefined);
    const cookie = estado?.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const vive = cookie && (await fetch(`${url}/api/auth/me`, { headers: { cookie } })).status === 200;
    if (estado && vive) return estado;
  }
  const nuevo = iniciarSesionPorApi(url, cred);
  estados.set(clave, nuevo);
  return nuevo;
}

/**
 * Puts a demo account's saved sign-in state into the page's context without loading anything:
 * `page.request` and the page's next load are signed in (a test that prepares its data through the API
 * first does not load the app twice).
 */
export async function conSesion(page: Page, rol: Rol) {
  await page.context().addCookies((await estadoDeSesion(cuentaDemo(rol))).cookies);
}

/**
 * Opens `destino` (by default the role's home, where its login lands) signed in as a demo account: one
 * load of the app, not its home and then the screen under test.
 */
export async function entrarComo(page: Page, rol: Rol, destino = homeForRol(rol)) {
  await conSesion(page, rol);
  await page.goto(destino);
}

/**
 * Signs the page in: a demo account takes its saved sign-in state and opens the page the login would
 * (its role's home); any other account fills the form at `ruta`.
 */
export async function iniciarSesion(page: Page, cred: Credenciales, ruta = '/login-profesores') {
  const rol = rolDemo(cred);
  if (!rol) return iniciarSesionConFormulario(page, cred, ruta);
  await entrarComo(page, rol);
}

export const test = base.extend<
  { comoAdmin: Page; sinErroresCsp: void; cpuDeLaPrueba: void; rol: Rol | undefined },
  { servidorE2E: ServidorE2E }
>({
  servidorE2E: [
    // Playwright reads the fixtures a fixture needs from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await reintentarConexionesCerradas();
      const servidor = await arrancarServidorE2E(puertoDelWorker(workerInfo.parallelIndex));
      servidorDelWorker = servidor;
      estados.clear();
      await use(servidor);
      servidorDelWorker = undefined;
      await servidor.parar();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ servidorE2E }, use) => use(servidorE2E.url),
  /** `test.use({ rol: 'admin' })`: every page of the test starts signed in as that demo account. */
  rol: [undefined, { option: true }],
  storageState: async ({ rol, servidorE2E: _s }, use) =>
    use(rol ? await estadoDeSesion(cuentaDemo(rol)) : undefined),
  // Every test fails if the browser blocked anything under the Content-Security-Policy: the app must
  // pass its own CSP.
  sinErroresCsp: [
    async ({ page }, use) => {
      const bloqueos: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) bloqueos.push(msg.text());
      });
      await use();
      expect(bloqueos, 'El navegador bloqueó recursos por la CSP').toEqual([]);
    },
    { auto: true },
  ],
  // E2E_CPU=1: each test's CPU (its worker, Chromium and e2e server) to .reports/e2e-cpu-*.jsonl (cpu.ts).
  cpuDeLaPrueba: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      if (!medirCpu) return use();
      partesMedidas();
      const [cpu0, t0] = [cpuDelArbol(), Date.now()];
      await use();
      anotarCpu(testInfo.parallelIndex, {
        archivo: path.relative(testInfo.project.testDir, testInfo.file),
        prueba: testInfo.title,
        cpu: Math.round((cpuDelArbol() - cpu0) * 100) / 100,
        ms: Date.now() - t0,
        partes: partesMedidas(),
      });
    },
    { auto: true },
  ],
  comoAdmin: async ({ page }, use) => {
    await iniciarSesion(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);
    await use(page);
  },
});

export { expect, E2E_ADMIN };

/** The demo seed's account for a role (every worker's server holds the demo data set). */
export function cuentaDemo(rol: keyof typeof CUENTAS_DEMO): Credenciales {
  return { email: CUENTAS_DEMO[rol].email, password: DEMO_PASSWORD };
}

/** The visible toast (Radix also mirrors its text into a live region for screen readers). */
export function toast(page: Page) {
  return page.getByRole('region', { name: /Notificaciones/ });
}
