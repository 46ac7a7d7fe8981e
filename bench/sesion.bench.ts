/**
 * The request pipeline's cost: a signed-in `GET /api/auth/me` (cookie → session lookup → user) against a
 * bare Fastify route in the same run, at 50 concurrent connections, each server in its own process.
 * DESIGN.md §8 asks list endpoints for p99 < 50 ms and at least a quarter of the bare route's
 * throughput; this is the floor every endpoint stands on. Set DATABASE_URL to measure on PostgreSQL.
 */
import { carga, formato } from './lib/carga';
import { arrancarProceso } from './lib/proceso';

const BENCH_ADMIN = { email: 'bench@bench.es', password: 'Bench#2026seguro' };
const app = await arrancarProceso('app-bench.ts');
const bare = await arrancarProceso('fastify-desnudo.ts');
try {
  const login = await fetch(`${app.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

  await carga(`${bare.base}/`, { segundos: 1 }); // warm-up
  await carga(`${app.base}/api/auth/me`, { segundos: 1, headers: { cookie } });
  const rBare = await carga(`${bare.base}/`);
  const rMe = await carga(`${app.base}/api/auth/me`, { headers: { cookie } });
  console.log(formato('Fastify sin nada', rBare));
  console.log(formato('GET /api/auth/me (con sesión)', rMe));
  const ratio = rMe.porSegundo / rBare.porSegundo;
  const ok = ratio >= 0.25 && rMe.p99 < 50;
  console.log(
    `Proporción: ${(ratio * 100).toFixed(0)} % del Fastify desnudo (objetivo ≥ 25 %); p99 objetivo < 50 ms ${ok ? '✓' : '✗'}`,
  );
  console.log(`Base de datos: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`);
} finally {
  app.parar();
  bare.parar();
}
