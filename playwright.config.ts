// Browser tests (decision 035): the global setup bundles the server and seeds the demo data once; each
// worker then runs its own e2e server on E2E_PORT + its index, on its own copy of that data
// (e2e/support/servidor.ts, started by the worker fixture in e2e/support/fixtures.ts, which also points
// `baseURL` at it). E2E_WORKERS sets how many workers (2 by default).
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CUENTAS_DEMO, DEMO_PASSWORD } from './server/src/seed/demo/cuentas';

// Every worker's server holds the demo data set, so its admin is the demo admin (ADMIN_EMAIL only creates
// an admin when none exists; the run-contract API test covers that path).
export const E2E_ADMIN = { email: CUENTAS_DEMO.admin.email, password: DEMO_PASSWORD };

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell, which .ci/run
 * installs), else Debian's Chromium. The shell is the same Blink and V8 without the full browser around
 * them (its UI layer, profile services, the new headless mode's window machinery): the browser tests took
 * ~35 % less CPU on it (1,619 → 1,046 core-seconds for the whole lane), its browser process ~60 % less.
 * The shell's real binary is used: the /usr/bin script would stay around as its parent.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'].find((ruta) =>
    existsSync(ruta),
  ) ??
  '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/preparacion.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Two workers share the cores with the other lanes of `npm test` (the API tests, tsc, ESLint): a step
  // takes several times longer than on an idle machine, so the limits are for a loaded one.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // The app shortens its dialog, sheet, select and toast animations to 1 ms for people who ask for less
    // motion (web/src/index.css): a dialog is then at its final colours as soon as it opens, so the waits
    // for animations before axe (`animacionesTerminadas`) and for a dialog to close end at once.
    reducedMotion: 'reduce',
    // The staff area registers the app's service worker, which precaches the whole build (~1.6 MB, 210
    // files) in every new context: ~9 % of the browser tests' CPU for nothing they check. The offline
    // test (hoy/sin-conexion.spec.ts) allows it.
    serviceWorkers: 'block',
    // Recording a trace of every test costs ~20% more CPU; a failure keeps its screenshot and page
    // snapshot (error-context.md). For a trace: `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
