// The server the browser tests run against, one per Playwright worker (e2e/support/servidor.ts): the built
// client (WEB_DIST or web/dist), its own embedded database in a temp dir holding the demo data set (its
// accounts are the tests' role logins), and a known admin from ADMIN_EMAIL/ADMIN_PASSWORD.
//   E2E_PLANTILLA  a DATA_DIR already loaded with the demo data (Playwright's global setup seeds one per
//                  run): copied, so every worker starts from the same fresh data. Without it, seeds its own.
//   E2E_SERVIDOR   the bundled server (the global setup bundles it once); without it, bundles it here.
//   E2E_MAIL_DIR   an SMTP catcher runs in this process and the server sends its e-mail there; each message
//                  is written to that folder as `<n>.eml` plus `<n>.json` ({ to: [...] }), so browser tests
//                  can open the links they carry (e2e/support/correo.ts).
//   E2E_CON_PADRE  stop when stdin closes: the worker that started this process is gone, however it ended.
// The temp data dir is removed when the server stops.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compilarServidor } from './compilar-servidor.mjs';
import { entornoServidor, opcionesNodeServidor } from './opciones-node-servidor.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // No load shedding: on a busy test machine the server's event loop lags for seconds, and a 503 on a
  // script the page imports fails a browser test that has nothing to do with overload (robustez.test.ts
  // tests the shedding itself).
  SOBRECARGA_MS: process.env.SOBRECARGA_MS ?? '0',
};
const borrarDatos = () => rmSync(dataDir, { recursive: true, force: true });

if (process.env.E2E_PLANTILLA) {
  cpSync(process.env.E2E_PLANTILLA, dataDir, { recursive: true });
} else {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/seed/seed-demo.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) {
    borrarDatos();
    process.exit(seed.status ?? 1);
  }
}

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
        // Written aside and renamed: a test polling the folder never reads a half-written file (one
        // read an empty .json once, on a loaded machine).
        const meta = path.join(mailDir, `${nombre}.json`);
        writeFileSync(`${meta}.tmp`, JSON.stringify({ to }));
        renameSync(`${meta}.tmp`, meta);
        callback();
      });
    },
  });
  await new Promise((resolve) => catcher.listen(0, '127.0.0.1', resolve));
  catcher.server.unref();
  env.SMTP_URL = `smtp://127.0.0.1:${catcher.server.address().port}`;
}
// The server as `npm start` runs it: bundled, without a TypeScript loader.
const servidor = process.env.E2E_SERVIDOR ?? (await compilarServidor('server/src/server.ts'));
const server = spawn(process.execPath, [...opcionesNodeServidor(), servidor], {
  cwd: root,
  stdio: 'inherit',
  env: entornoServidor(env),
});
const parar = (signal = 'SIGTERM') => server.exitCode === null && server.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => parar(signal));
if (process.env.E2E_CON_PADRE) {
  process.stdin.on('end', () => parar());
  process.stdin.on('error', () => parar());
  process.stdin.resume();
}
server.on('exit', (code) => {
  borrarDatos();
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
