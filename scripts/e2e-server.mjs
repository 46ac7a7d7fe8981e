// The server the browser tests run against: the built client (WEB_DIST or web/dist), a fresh embedded
// database in a temp dir loaded with the demo data set (its accounts are the tests' role logins), and a
// known admin from ADMIN_EMAIL/ADMIN_PASSWORD. With E2E_MAIL_DIR, an SMTP catcher runs in this process
// and the server sends its e-mail there; each message is written to that folder as `<n>.eml` plus
// `<n>.json` ({ to: [...] }), so browser tests can open the links they carry (e2e/support/correo.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compilarServidor } from './compilar-servidor.mjs';
import { entornoServidor, opcionesNodeServidor } from './opciones-node-servidor.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/seed/seed-demo.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const mailDir = process.env.E2E_MAIL_DIR;
if (mailDir) {
  const { SMTPServer } = await import('smtp-server');
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const catcher = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const trozos = [];
      stream.on('data', (c) => trozos.push(c));
      stream.on('end', () => {
        const nombre = String(++n).padStart(4, '0');
        writeFileSync(path.join(mailDir, `${nombre}.eml`), Buffer.concat(trozos));
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        writeFileSync(path.join(mailDir, `${nombre}.json`), JSON.stringify({ to }));
        callback();
      });
    },
  });
  await new Promise((resolve) => catcher.listen(0, '127.0.0.1', resolve));
  env.SMTP_URL = `smtp://127.0.0.1:${catcher.server.address().port}`;
}
// The server as `npm start` runs it: bundled, without a TypeScript loader.
const servidor = await compilarServidor('server/src/server.ts');
const server = spawn(process.execPath, [...opcionesNodeServidor(), servidor], {
  cwd: root,
  stdio: 'inherit',
  env: entornoServidor(env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
