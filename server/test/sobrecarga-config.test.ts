/** SOBRECARGA_MS sets the overload bound of @fastify/under-pressure (app.ts); 0 turns shedding off. */
import { sessionEndpoints } from '@escuela/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { testConfig } from './app';
import { clienteApi } from './cliente-api';
import { createTestDatabase } from './database';

const limpiezas: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const limpiar of limpiezas.reverse()) await limpiar();
});

/** The answer to a request made right after blocking the event loop for 1.5 s (a few times at most). */
async function trasBloquear(sobrecargaMs: number): Promise<number> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    config: testConfig({ sobrecargaMs }),
    logger: false,
    presion: { calentamientoMs: 0 },
  });
  limpiezas.push(
    () => database.close(),
    () => app.close(),
  );
  await app.ready();
  const anonimo = (await clienteApi({ app, db: database.db })).como('anonimo');
  let status = 0;
  for (let i = 0; i < 4 && status !== 503; i++) {
    const fin = Date.now() + 1500;
    while (Date.now() < fin) {
      /* busy */
    }
    await new Promise((r) => setTimeout(r, 30));
    status = (await anonimo.llamar(sessionEndpoints.me)).status;
  }
  return status;
}

describe('SOBRECARGA_MS', () => {
  it('is read from the environment (absent: the default bound of app.ts)', () => {
    expect(loadConfig({ SOBRECARGA_MS: '0' }).sobrecargaMs).toBe(0);
    expect(loadConfig({ SOBRECARGA_MS: '500' }).sobrecargaMs).toBe(500);
    expect(loadConfig({}).sobrecargaMs).toBeUndefined();
    expect(() => loadConfig({ SOBRECARGA_MS: '-1' })).toThrow(/SOBRECARGA_MS/);
  });

  it('a low bound sheds requests while the loop is blocked; 0 never does', async () => {
    expect(await trasBloquear(200)).toBe(503);
    expect(await trasBloquear(0)).toBe(200);
  }, 60_000);
});
