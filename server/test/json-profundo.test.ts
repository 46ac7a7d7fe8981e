/**
 * Issue 21, "Done when" (decision 028), on a real socket: a JSON body nested 10,000 deep, sent 200 times
 * to the sign-in and 200 times to an admin's write, answers 400 in Spanish every time within a bounded
 * time; the heap does not grow; normal requests interleaved with them are answered normally and fast;
 * nothing is written. Before the parser's depth limit, `[` × 5,000 froze the process for seconds and
 * `[` × 10,000 a few dozen times ended it with "JavaScript heap out of memory".
 */
import net from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajesError } from '@escuela/shared';
import { buildApp } from '../src/app';
import { sesiones } from '../src/db/schema/index';
import { testConfig } from './app';
import { createTestDatabase } from './database';
import {
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
} from './fabricas';

const PROFUNDO = '['.repeat(10_000);
const VECES = 200;
/** Requests in flight together: the load is concurrent, as an attacker's would be. */
const EN_PARALELO = 10;
/**
 * Every answer, deep or normal, under this: generous, because in `npm test` the API tests share two cores
 * with the browser tests; the unbounded walk this guards against took seconds per body and then the heap.
 */
const MAX_MS = 5_000;

const limpiezas: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const f of limpiezas.reverse()) await f().catch(() => undefined);
});

let base: string;
let admin: { email: string; cookie: string };
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig(), logger: false });
  limpiezas.push(
    () => database.close(),
    () => app.close(),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const u = await crearUsuarioDePrueba(app.db, 'admin');
  admin = { email: u.email, cookie: await cookieDe(app, u.email) };
  // A group, so that a `POST /api/sesiones/generar` that got through would create sessions.
  const colegio = await crearColegioDePrueba(app.db);
  const profesor = await crearProfesorDePrueba(app.db);
  await crearGrupoDePrueba(app.db, { colegioId: colegio.id, profesorId: profesor.id });
});

async function medir(url: string, init: RequestInit): Promise<{ status: number; json: unknown; ms: number }> {
  const inicio = performance.now();
  const res = await fetch(`${base}${url}`, init);
  const json: unknown = await res.json();
  return { status: res.status, json, ms: performance.now() - inicio };
}

const profundo = (url: string, cookie?: string) =>
  medir(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: PROFUNDO,
  });

describe('a 10,000-deep JSON body (issue 21, Done when)', () => {
  it.each([
    ['/api/auth/login', false],
    ['/api/sesiones/generar', true],
  ])(
    'to %s (signed in: %s): 200 × 400 in bounded time, heap normal, other traffic served',
    async (url, conLogin) => {
      // Warm up both paths once, so the heap is measured in a steady state.
      await profundo(url, conLogin ? admin.cookie : undefined);
      await medir('/api/auth/me', { headers: { cookie: admin.cookie } });
      const heapAntes = process.memoryUsage().heapUsed;

      const respuestas: { status: number; json: unknown; ms: number }[] = [];
      const normales: { status: number; ms: number }[] = [];
      for (let enviados = 0; enviados < VECES; enviados += EN_PARALELO) {
        const lote = Array.from({ length: EN_PARALELO }, () =>
          profundo(url, conLogin ? admin.cookie : undefined),
        );
        // A normal request in the middle of every batch.
        const normal = medir('/api/auth/me', { headers: { cookie: admin.cookie } });
        respuestas.push(...(await Promise.all(lote)));
        normales.push(await normal);
      }
      // And a real sign-in (argon2 and all) once the flood has passed.
      const login = await medir('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: 'Prueba#2026seguro' }),
      });

      expect(respuestas).toHaveLength(VECES);
      for (const r of respuestas) {
        expect(r.status).toBe(400);
        expect(r.json).toEqual({
          message: mensajesError.jsonDemasiadoProfundo,
          errors: { _root: { _errors: [mensajesError.jsonDemasiadoProfundo] } },
        });
      }
      expect(Math.max(...respuestas.map((r) => r.ms))).toBeLessThan(MAX_MS);
      expect(normales.every((n) => n.status === 200)).toBe(true);
      expect(Math.max(...normales.map((n) => n.ms))).toBeLessThan(MAX_MS);
      expect(login.status).toBe(200);

      // 200 bodies of 10 KB passed through: a heap that kept them (or the old walk's path copies) grows by
      // far more than this generous bound.
      const crecimiento = process.memoryUsage().heapUsed - heapAntes;
      expect(crecimiento).toBeLessThan(64 * 1024 * 1024);

      // Nothing was generated by the refused writes.
      const [{ n }] = (await app.db.select({ n: count() }).from(sesiones)) as [{ n: number }];
      expect(n).toBe(0);
    },
    120_000,
  );
});
