import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';
import type { Db } from '../src/db/client';
import type { Mailer } from '../src/lib/mailer';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ PORT: '3999' }),
    webDist: undefined,
    logLevel: 'silent',
    respuestasCacheMs: 0,
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
    mailer?: Mailer;
    /** Runs on the built app before `ready()` (hooks a test needs, e.g. around every handler). */
    preparar?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    config: testConfig(options.config),
    mailer: options.mailer,
    logger: false,
  });
  options.preparar?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
