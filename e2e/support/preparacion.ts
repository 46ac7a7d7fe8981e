/**
 * Playwright's global setup: the work every worker's server shares, done once per run. It bundles the
 * server and loads the demo data set into a template DATA_DIR; each worker's server (servidor.ts) copies
 * that template, so every worker starts on the same fresh demo data without seeding it again. Returns the
 * teardown, which removes the template.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compilarServidor } from '../../scripts/compilar-servidor.mjs';
import { empezarReporteCpu } from './cpu';

const raiz = path.resolve(import.meta.dirname, '../..');

export default async function preparacion() {
  empezarReporteCpu();
  process.env.E2E_SERVIDOR = await compilarServidor('server/src/server.ts');
  const plantilla = mkdtempSync(path.join(os.tmpdir(), 'escuela-e2e-plantilla-'));
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/seed/seed-demo.ts'], {
    cwd: raiz,
    env: { ...process.env, DATA_DIR: plantilla, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) {
    rmSync(plantilla, { recursive: true, force: true });
    throw new Error(`No se pudieron cargar los datos de demostración:\n${seed.stdout}\n${seed.stderr}`);
  }
  process.env.E2E_PLANTILLA = plantilla;
  return () => rmSync(plantilla, { recursive: true, force: true });
}
