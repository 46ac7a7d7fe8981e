// The Node flags every server process starts with (server/opciones-node.json): npm start, the e2e server
// and the benchmark's app, so the benchmark measures the server as it runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function opcionesNodeServidor() {
  const fichero = path.resolve(import.meta.dirname, '../server/opciones-node.json');
  return JSON.parse(readFileSync(fichero, 'utf8')).opciones;
}
