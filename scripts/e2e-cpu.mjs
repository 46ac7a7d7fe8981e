// `node scripts/e2e-cpu.mjs`: the report of an `E2E_CPU=1 npx playwright test` run (e2e/support/cpu.ts),
// the browser tests' CPU by file and the 25 dearest tests, in core-seconds, with the measured parts (the
// accessibility scans) beside them.
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
const suma = (fs, campo = (f) => f.cpu) => fs.reduce((s, f) => s + campo(f), 0);
const nombresDePartes = [...new Set(filas.flatMap((f) => Object.keys(f.partes ?? {})))];
const partes = (fs) =>
  nombresDePartes.map((p) => `${p} ${suma(fs, (f) => f.partes?.[p] ?? 0).toFixed(1)}`).join(', ');

console.log(`${filas.length} pruebas, ${suma(filas).toFixed(0)} core-s (${partes(filas)})`);
console.log('\nPor fichero (core-s, pruebas, core-s por prueba, partes):');
const porArchivo = new Map();
for (const f of filas) porArchivo.set(f.archivo, [...(porArchivo.get(f.archivo) ?? []), f]);
for (const [archivo, fs] of [...porArchivo].sort((a, b) => suma(b[1]) - suma(a[1])))
  console.log(
    `${suma(fs).toFixed(1).padStart(7)} ${String(fs.length).padStart(3)} ${(suma(fs) / fs.length).toFixed(1).padStart(5)}  ${archivo} (${partes(fs)})`,
  );
console.log('\nLas 25 más caras (core-s, s, partes):');
for (const f of [...filas].sort((a, b) => b.cpu - a.cpu).slice(0, 25))
  console.log(
    `${f.cpu.toFixed(1).padStart(6)} ${(f.ms / 1000).toFixed(1).padStart(6)}  ${f.archivo} › ${f.prueba} (${partes([f])})`,
  );
