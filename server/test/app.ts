import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type Presion } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';
import type { Db } from '../src/db/client';
import type { OpcionesBandeja } from '../src/modulos/correo/bandeja';
import type { OpcionesPush } from '../src/modulos/notificaciones/emisor-push';
import { clienteApi, type ClienteApi } from './cliente-api';
import { createTestDatabase } from './database';
import { iniciarSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The PostgreSQL database's URL (none on PGlite): a second pool on it acts as another process. */
  url?: string;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ PORT: '3999' }),
    webDist: undefined,
    logLevel: 'silent',
    // No load shedding (503 while the event loop lags): a busy CI machine lags a test process's loop for
    // seconds, and a test's request must not be shed for that. robustez.test.ts turns it on to test it.
    sobrecargaMs: 0,
    ...overrides,
  };
}

/** The real application on its own copy of the migrated database, driven with `app.inject`. */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    /** The outbox's timings (a short backoff for the retry tests). */
    correo?: Partial<OpcionesBandeja>;
    /** Push services admitted and their agent (a local service: test/servicio-push.ts). */
    push?: Partial<OpcionesPush>;
    /** Overload protection (`maxEventLoopDelay: 0` turns it off for a file that sends bursts on purpose). */
    presion?: Partial<Presion>;
    /** Runs on the built app before `ready()` (hooks a test needs, e.g. around every handler). */
    preparar?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    config: testConfig(options.config),
    // No poll: a test wakes the outbox by its requests or drains it with `app.correo.vaciar()`, and a
    // stray pass would run queries in the middle of one that counts them.
    correo: { sondeoMs: 10 * 60_000, ...options.correo },
    ...(options.push ? { push: options.push } : {}),
    logger: false,
    presion: options.presion,
  });
  options.preparar?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    ...(database.url ? { url: database.url } : {}),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test file's app and API client: `const { t, api } = usarAppDePrueba();` at the top of the file builds
 * them before its tests (the first `beforeAll`, so the file's own hooks can use them) and closes the app
 * after them. `t` and `api` are filled in place, so they are ready inside hooks and tests, not at import.
 * With `conCorreo` the outbox delivers to a real SMTP catcher, `smtp`, started before and closed after.
 */
export function usarAppDePrueba(
  opciones: Parameters<typeof buildTestApp>[0] & { conCorreo?: boolean } = {},
): { t: TestApp; api: ClienteApi; smtp: SmtpCatcher } {
  const { conCorreo, ...app } = opciones;
  const t = {} as TestApp;
  const api = {} as ClienteApi;
  const smtp = {} as SmtpCatcher;
  beforeAll(async () => {
    if (conCorreo) await iniciarSmtpCatcher({}, smtp);
    const config = conCorreo ? { smtpUrl: smtp.url, ...app.config } : app.config;
    Object.assign(t, await buildTestApp({ ...app, config }));
    Object.assign(api, await clienteApi(t));
  });
  afterAll(async () => {
    await t.close();
    if (conCorreo) await smtp.close();
  });
  return { t, api, smtp };
}
