/**
 * The run contract of DESIGN.md §1, on the real entry point (`server/src/server.ts` as `npm start` runs it):
 * migrations at start-up, the first admin, the SPA and the API on one port — on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from './global-setup';

const root = path.resolve(import.meta.dirname, '../..');
const hasClient = existsSync(path.join(root, 'web/dist/index.html'));
const procesos: ChildProcess[] = [];
afterAll(() => procesos.forEach((p) => p.kill('SIGTERM')));

async function puertoLibre(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function arrancar(
  env: Record<string, string>,
): Promise<{ base: string; salida: () => string; parar: () => Promise<void> }> {
  const port = await puertoLibre();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  procesos.push(child);
  let salida = '';
  child.stdout.on('data', (d) => (salida += d));
  child.stderr.on('data', (d) => (salida += d));
  const base = `http://127.0.0.1:${port}`;
  // Start-up (migrations, argon2) can take long on a loaded CI machine: wait up to 90 s.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó: ${salida}`);
    const ok = await fetch(`${base}/api/auth/me`).then(
      () => true,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    base,
    salida: () => salida,
    parar: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function comprobarContrato(base: string, email: string, password: string) {
  const me = await fetch(`${base}/api/auth/me`);
  expect(me.status).toBe(401);
  expect(await me.json()).toEqual({ message: expect.any(String) });

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  expect(await login.json()).toEqual({
    user: expect.objectContaining({ rol: 'admin', nombre: expect.any(String), email }),
  });
  const cookie = login.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^sid=[\w-]{43,};/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);

  const unknown = await fetch(`${base}/api/no-existe`);
  expect(unknown.status).toBe(404);

  if (hasClient) {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(await home.text()).toContain('<div id="root">');
  }
}

describe('npm start', () => {
  it('on PGlite: migrates, creates ADMIN_EMAIL/ADMIN_PASSWORD and serves app and API', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-contrato-'));
    try {
      const s = await arrancar({
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'jefa@contrato.es',
        ADMIN_PASSWORD: 'Contrato#2026!',
      });
      await comprobarContrato(s.base, 'jefa@contrato.es', 'Contrato#2026!');
      await s.parar();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 200_000);

  it('without ADMIN_* creates admin@localhost with a random password printed once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-contrato-'));
    try {
      const primera = await arrancar({ DATA_DIR: dataDir });
      const password = /Contraseña \(se muestra una sola vez\): (\S+)/.exec(primera.salida())?.[1];
      expect(password).toBeDefined();
      await comprobarContrato(primera.base, 'admin@localhost', password!);
      await primera.parar();
      const segunda = await arrancar({ DATA_DIR: dataDir });
      expect(segunda.salida()).not.toContain('se muestra una sola vez');
      await segunda.parar();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 200_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL (DATABASE_URL): the same contract',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `escuela_contrato_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const s = await arrancar({
          DATABASE_URL: withDatabase(url, name),
          ADMIN_EMAIL: 'jefa@contrato.es',
          ADMIN_PASSWORD: 'Contrato#2026!',
        });
        await comprobarContrato(s.base, 'jefa@contrato.es', 'Contrato#2026!');
        await s.parar();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    200_000,
  );
});
