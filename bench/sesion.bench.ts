/**
 * The request pipeline's cost: a signed-in `GET /api/auth/me` (cookie → session lookup → user) against a
 * bare Fastify route in the same run, at 50 concurrent connections. DESIGN.md §8 asks list endpoints for
 * p99 < 50 ms and at least a quarter of the bare route's throughput; this is the floor every endpoint
 * stands on.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { openPglite, openPostgres } from '../server/src/db/client';
import { crearUsuario } from '../server/src/modulos/usuarios/usuarios.service';
import { carga, formato } from './lib/carga';

const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(new PGlite());
await database.migrate();
const config = { ...loadConfig({ PORT: '0' }), webDist: undefined, logLevel: 'silent' };
const app = await buildApp({ db: database.db, config, logger: false });
const email = `bench-${Date.now()}@bench.es`;
await crearUsuario(database.db, { nombre: 'Bench', email, rol: 'admin', password: 'Bench#2026seguro' });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'Bench#2026seguro' }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

const bare = Fastify();
bare.get('/', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;

await carga(bareUrl, { segundos: 1 }); // warm-up
const rBare = await carga(bareUrl);
const rMe = await carga(`${base}/api/auth/me`, { headers: { cookie } });
console.log(formato('Fastify sin nada', rBare));
console.log(formato('GET /api/auth/me (con sesión)', rMe));
const ratio = rMe.porSegundo / rBare.porSegundo;
console.log(
  `Proporción: ${(ratio * 100).toFixed(0)} % del Fastify desnudo (objetivo ≥ 25 %); p99 objetivo < 50 ms`,
);
console.log(`Base de datos: ${database.kind}`);
await bare.close();
await app.close();
await database.close();
