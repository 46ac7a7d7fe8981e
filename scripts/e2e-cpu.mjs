// `node scripts/e2e-cpu.mjs`: the report of an `E2E_CPU=1 npx playwright test` run (e2e/support/cpu.ts),
// the browser tests' CPU by file and the 25 dearest tests, in core-seconds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const carpeta = path.resolve(import.meta.dirname, '../.reports');
const filas = readdirSync(carpeta)
  .filter((f) => /^e2e-cpu-\d+\.jsonl$/.test(f))
  .flatMap((f) => readFileSync(path.join(carpeta, f), 'utf8').trim().split('\n').filter(Boolean))
  .map((l) => JSON.parse(l));
if (!filas.length) {
  console.log('Sin datos: ejecuta antes `E2E_CPU=1 npx playwright test`.');
  process.exit(1);
}
const total = filas.reduce((s, f) => s + f.cpu, 0);
console.log(
  `${filas.length} pruebas, ${total.toFixed(0)} core-s\n\nPor fichero (core-s, pruebas, core-s por prueba):`,
);
const porArchivo = new Map();
for (const f of filas) porArchivo.set(f.archivo, [...(porArchivo.get(f.archivo) ?? []), f]);
for (const [archivo, fs] of [...porArchivo].sort((a, b) => sum(b[1]) - sum(a[1])))
  console.log(
    `${sum(fs).toFixed(1).padStart(7)} ${String(fs.length).padStart(3)} ${(sum(fs) / fs.length).toFixed(1).padStart(5)}  ${archivo}`,
  );
console.log('\nLas 25 más caras (core-s, s):');
for (const f of [...filas].sort((a, b) => b.cpu - a.cpu).slice(0, 25))
  console.log(
    `${f.cpu.toFixed(1).padStart(6)} ${(f.ms / 1000).toFixed(1).padStart(6)}  ${f.archivo} › ${f.prueba}`,
  );

function sum(fs) {
  return fs.reduce((s, f) => s + f.cpu, 0);
}
