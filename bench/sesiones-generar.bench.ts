/**
 * Session generation at scale (DESIGN.md §8: a school year for 400 groups under 1 s on PostgreSQL, one
 * set-based insert), through the real route, plus the sessions list of a month as a signed-in admin
 * (sequential latency; the concurrent load test belongs to the shared harness). Self-contained: it builds
 * 60 schools, 120 teachers, 400 groups and 8,000 students with bulk inserts.
 * `npx tsx bench/sesiones-generar.bench.ts` or `npm run bench -- sesiones`. With DATABASE_URL it creates
 * and drops its own database on that PostgreSQL server; otherwise an in-memory PGlite.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { openPostgres, type Database } from '../server/src/db/client';
import { openPglite } from '../server/src/db/pglite';
import { alumnos, colegios, festivos, grupos, profesores } from '../server/src/db/schema/index';
import { festivosOficiales } from '../server/src/modulos/festivos/festivos-oficiales';
import { crearUsuario } from '../server/src/modulos/usuarios/usuarios.service';

const GRUPOS = 400;
const OBJETIVO_GENERAR_MS = 1_000;
const OBJETIVO_LISTA_MS = 50;
const CURSO = { fechaInicio: '2026-09-01', fechaFin: '2027-06-30' };

const servidor = process.env.DATABASE_URL;
const nombreBd = `sesiones_bench_${Date.now()}`;
async function admin(query: string) {
  const c = new pg.Client({ connectionString: servidor });
  await c.connect();
  await c.query(query);
  await c.end();
}
let database: Database;
if (servidor) {
  await admin(`CREATE DATABASE ${nombreBd}`);
  const url = new URL(servidor);
  url.pathname = `/${nombreBd}`;
  database = openPostgres(url.toString());
} else {
  database = openPglite(new PGlite());
}
await database.migrate();
const db = database.db;
const app = await buildApp({
  db,
  config: { ...loadConfig({ PORT: '0' }), webDist: undefined, logLevel: 'silent' },
  logger: false,
});
await app.ready();

const email = `bench-sesiones-${Date.now()}@bench.es`;
await crearUsuario(db, { nombre: 'Bench', email, rol: 'admin', password: 'Bench#2026seguro' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email, password: 'Bench#2026seguro' },
});
const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;

// ── The large data set's shape: 60 schools, 120 teachers, 400 groups, 8,000 students ──────────────────
const cols = await db
  .insert(colegios)
  .values(
    Array.from({ length: 60 }, (_, i) => ({
      nombre: `Colegio ${i}`,
      alias: `C${i}`,
      direccion: `Calle ${i}`,
      telefono: '910000000',
      contactoResponsable: 'Dirección',
    })),
  )
  .returning({ id: colegios.id });
const profs = await db
  .insert(profesores)
  .values(
    Array.from({ length: 120 }, (_, i) => ({
      nombre: `Profesor ${i}`,
      apellidos: 'Bench',
      email: `profe${i}@bench.es`,
      telefono: '600000000',
      direccion: 'Calle Mayor 1',
      numeroCuenta: 'ES9121000418450200051332',
      fechaAlta: '2024-09-01',
    })),
  )
  .returning({ id: profesores.id });
const dias = ['1@16:00,3@16:00', '2@17:00,4@17:00', '1@17:30,4@17:30', '3@16:00,5@15:30', '5@16:00'];
const grs = await db
  .insert(grupos)
  .values(
    Array.from({ length: GRUPOS }, (_, i) => ({
      nombre: `Grupo ${i}`,
      nivelId: (i % 8) + 1,
      horario: dias[i % dias.length]!,
      colegioId: cols[i % cols.length]!.id,
      profesorId: profs[i % profs.length]!.id,
    })),
  )
  .returning({ id: grupos.id });
for (let i = 0; i < 8_000; i += 2_000) {
  await db.insert(alumnos).values(
    Array.from({ length: 2_000 }, (_, k) => ({
      nombre: `Alumno ${i + k}`,
      apellidos: 'Bench',
      grupoId: grs[(i + k) % grs.length]!.id,
    })),
  );
}
await db
  .insert(festivos)
  .values((await festivosOficiales('2026-09-01', '2027-08-31')).map((f) => ({ ...f, colegioId: null })));

async function medir<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await fn();
  return [r, performance.now() - t0];
}
const linea = (texto: string, ms: number, objetivo: number) =>
  console.log(
    `${texto.padEnd(64)} ${ms.toFixed(0).padStart(6)} ms  ${ms < objetivo ? '✓' : '✗'} (objetivo < ${objetivo} ms)`,
  );
const generar = () =>
  app.inject({ method: 'POST', url: '/api/sesiones/generar', payload: CURSO, headers: { cookie } });

const [r1, t1] = await medir(generar);
if (r1.statusCode !== 200) throw new Error(`generar: ${r1.statusCode} ${r1.body.slice(0, 300)}`);
const { creadas, omitidas } = r1.json() as { creadas: number; omitidas: number };
linea(
  `Generar un curso para ${GRUPOS} grupos (${creadas} creadas, ${omitidas} omitidas)`,
  t1,
  OBJETIVO_GENERAR_MS,
);
const [r2, t2] = await medir(generar);
if (r2.json().creadas !== 0) throw new Error(`regenerar creó ${r2.json().creadas}`);
linea('Generar otra vez el mismo curso (0 creadas: idempotente)', t2, OBJETIVO_GENERAR_MS);

// ── The sessions list of a month, first page and a sort by group, sequentially ─────────────────────────
const tiempos: number[] = [];
for (let i = 0; i < 60; i++) {
  const url =
    i % 2
      ? '/api/sesiones?startDate=2026-11-01&endDate=2026-11-30&estado=all'
      : '/api/sesiones?startDate=2026-11-01&endDate=2026-11-30&estado=all&sort=grupo&order=desc&page=3';
  const [res, ms] = await medir(() => app.inject({ method: 'GET', url, headers: { cookie } }));
  if (res.statusCode !== 200) throw new Error(`lista: ${res.statusCode}`);
  if (i >= 10) tiempos.push(ms);
}
tiempos.sort((a, b) => a - b);
const total = (await db.execute(sql`select count(*)::int as n from sesiones`)) as unknown as {
  rows: { n: number }[];
};
linea(
  `Lista de sesiones de un mes (p50 ${tiempos[Math.floor(tiempos.length / 2)]!.toFixed(1)} ms, de ${total.rows[0]!.n} sesiones), p99`,
  tiempos[Math.floor(tiempos.length * 0.99)]!,
  OBJETIVO_LISTA_MS,
);
console.log(`Base de datos: ${database.kind}`);

await app.close();
await database.close();
if (servidor) await admin(`DROP DATABASE IF EXISTS ${nombreBd} WITH (FORCE)`);
