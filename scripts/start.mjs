// `npm start`: builds the client when there is no build yet, bundles the server (decision 027), then runs
// it (it migrates the database and serves the SPA and the API on one port) under a supervisor that
// restarts it when it dies (scripts/supervisor.mjs, decision 028).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compilarServidor } from './compilar-servidor.mjs';
import { entornoServidor, opcionesNodeServidor } from './opciones-node-servidor.mjs';
import { supervisar } from './supervisor.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'web/dist/index.html'))) {
  console.log('No hay build del cliente: compilando (solo la primera vez)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const servidor = await compilarServidor('server/src/server.ts');
supervisar({
  comando: process.execPath,
  args: [...opcionesNodeServidor(), servidor],
  opciones: { cwd: root, env: entornoServidor() },
});
