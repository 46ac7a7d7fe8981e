// How every server process starts (server/opciones-node.json): npm start, the e2e server and the
// benchmark's app, so the benchmark measures the server as it runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const leer = () =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../server/opciones-node.json'), 'utf8'));

/** The Node flags. */
export function opcionesNodeServidor() {
  return leer().opciones;
}

/** The process environment: the file's variables under `env` (a variable already set in `env` wins). */
export function entornoServidor(env = process.env) {
  return { ...leer().entorno, ...env };
}
