// The server the browser tests run against: the built client (WEB_DIST or web/dist), a fresh embedded
// database in a temp dir loaded with the demo data set (its accounts are the tests' role logins), and a
// known admin from ADMIN_EMAIL/ADMIN_PASSWORD.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/seed/seed-demo.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
