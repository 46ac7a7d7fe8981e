import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CUENTAS_DEMO, DEMO_PASSWORD } from './server/src/seed/demo/cuentas';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** Where the e2e server's SMTP catcher writes the e-mails it receives (see e2e/support/correo.ts). */
export const E2E_MAIL_DIR = `${os.tmpdir()}/escuela-e2e-correo-${E2E_PORT}`;
// The e2e server loads the demo data set before it starts, so its admin is the demo admin (ADMIN_EMAIL
// only creates an admin when none exists; the run-contract API test covers that path).
export const E2E_ADMIN = { email: CUENTAS_DEMO.admin.email, password: DEMO_PASSWORD };

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/auth/me`,
    // Playwright counts 2xx, 3xx and 400–403 as ready: /me answers a visitor 200 once the server is up.
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${E2E_PORT}`,
      E2E_MAIL_DIR,
    },
  },
});
