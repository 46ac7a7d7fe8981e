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

/**
 * The answer to a request made right after blocking the event loop for 1.5 s, and how many blocks it took:
 * up to `bloqueos` (4 by default), stopping at the first 503.
 */
async function trasBloquear(
  sobrecargaMs: number,
  bloqueos = 4,
): Promise<{ status: number; bloqueos: number }> {
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
  let i = 0;
  for (; i < bloqueos && status !== 503; i++) {
    const fin = Date.now() + 1500;
    while (Date.now() < fin) {
      /* busy */
    }
    await new Promise((r) => setTimeout(r, 30));
    status = (await anonimo.llamar(sessionEndpoints.me)).status;
  }
  return { status, bloqueos: i };
}

describe('SOBRECARGA_MS', () => {
  it('is read from the environment (absent: the default bound of app.ts)', () => {
    expect(loadConfig({ SOBRECARGA_MS: '0' }).sobrecargaMs).toBe(0);
    expect(loadConfig({ SOBRECARGA_MS: '500' }).sobrecargaMs).toBe(500);
    expect(loadConfig({}).sobrecargaMs).toBeUndefined();
    expect(() => loadConfig({ SOBRECARGA_MS: '-1' })).toThrow(/SOBRECARGA_MS/);
  });

  it('a low bound sheds requests while the loop is blocked; 0 never does', async () => {
    const conLimite = await trasBloquear(200);
    expect(conLimite.status).toBe(503);
    // As many blocks as shed a request under the low bound (each one is 1.5 s of busy CPU).
    expect((await trasBloquear(0, conLimite.bloqueos)).status).toBe(200);
  }, 60_000);
});
