/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn (`rendimiento.bench.ts` prints DESIGN.md §8's
 * table) and appends the output to `bench/results/<fecha>.txt`. `npm run bench -- rendimiento` runs only
 * the files whose name contains "rendimiento"; `-- listas` and `-- trabajos` run one half of its table
 * (BENCH_SOLO); `-- datos` only (re)generates the large data set (`lib/datos-grandes.ts`) into the
 * PostgreSQL database `perf_bench` (or BENCH_BASE). PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const filtro = process.argv[2];
if (filtro === 'datos') {
  const servidor = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!servidor) throw new Error('BENCH_DATABASE_URL o DATABASE_URL: un servidor PostgreSQL');
  const { generarDatos } = await import('./lib/datos-grandes');
  const { url, filas, segundos } = await generarDatos(servidor);
  console.log(`${url}: ${JSON.stringify(filas)} en ${segundos.toFixed(1)} s`);
  process.exit(0);
}
const mitad = filtro === 'listas' || filtro === 'trabajos';
if (mitad) process.env.BENCH_SOLO = filtro;
const ficheros = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!filtro || f.includes(mitad ? 'rendimiento' : filtro)))
  .sort();
mkdirSync(path.join(dir, 'results'), { recursive: true });
const salida = path.join(dir, 'results', `${new Date().toISOString().slice(0, 10)}.txt`);
let fallos = 0;
for (const f of ficheros) {
  console.log(`\n=== ${f} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, f)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(r.stdout);
  appendFileSync(salida, `\n=== ${f} (${new Date().toISOString()}) ===\n${r.stdout}`);
  if (r.status !== 0) fallos += 1;
}
console.log(`\nResultados añadidos a ${path.relative(process.cwd(), salida)}`);
process.exit(fallos ? 1 : 0);
