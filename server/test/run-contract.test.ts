/**
 * The run contract of DESIGN.md §1, on the real entry point (`server/src/server.ts` as `npm start` runs it):
 * migrations at start-up, the first admin, the SPA and the API on one port — on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from './global-setup';
import { RAIZ_REPOSITORIO as root, arrancarServidor, puertoLibre } from './servidor-en-proceso';

// The second pass of the API tests, on PostgreSQL (CI), runs only the PostgreSQL case: the others start
// servers on PGlite exactly as the first pass did.
const pasadaPostgres = Boolean(process.env.TEST_DATABASE_URL);
const enPglite = pasadaPostgres ? it.skip : it;
const describeEnPglite = pasadaPostgres ? describe.skip : describe;
const hasClient = existsSync(path.join(root, 'web/dist/index.html'));
const procesos: ChildProcess[] = [];
afterAll(() => procesos.forEach((p) => p.kill('SIGTERM')));

const arrancar = (env: Record<string, string>) => arrancarServidor(env, procesos);

/** Runs an entry point to its end (a second server, the seed): exit code, output and how long it took. */
function ejecutar(
  args: string[],
  env: Record<string, string>,
  limiteMs = 60_000,
): Promise<{ code: number | null; salida: string; ms: number }> {
  const inicio = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  procesos.push(child);
  let salida = '';
  child.stdout.on('data', (d) => (salida += d));
  child.stderr.on('data', (d) => (salida += d));
  const corte = setTimeout(() => child.kill('SIGKILL'), limiteMs);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(corte);
      resolve({ code, salida, ms: Date.now() - inicio });
    }),
  );
}

async function iniciarSesion(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const sesionViva = async (base: string, cookie: string) =>
  (await fetch(`${base}/api/auth/me`, { headers: { cookie } })).status === 200;

async function comprobarContrato(base: string, email: string, password: string) {
  const me = await fetch(`${base}/api/auth/me`);
  expect(me.status).toBe(200);
  expect(await me.json()).toEqual({ user: null });

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
  enPglite(
    'on PGlite: migrates, creates ADMIN_EMAIL/ADMIN_PASSWORD and serves app and API',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-contrato-'));
      try {
        const s = await arrancar({
          DATA_DIR: dataDir,
          ADMIN_EMAIL: 'jefa@contrato.es',
          ADMIN_PASSWORD: 'Contrato#2026!',
        });
        await comprobarContrato(s.base, 'jefa@contrato.es', 'Contrato#2026!');
        // The quick start (no SMTP_URL) says once that no e-mail is sent, and where to read them.
        expect(s.salida().match(/SMTP_URL no está configurada: no se envía ningún correo/g)).toHaveLength(1);
        expect(s.salida()).toContain('/correo-local (solo desde este equipo)');
        await s.parar();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    200_000,
  );

  enPglite(
    'without ADMIN_* creates admin@localhost with a random password printed once',
    async () => {
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
    },
    200_000,
  );

  it.runIf(pasadaPostgres)(
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

describeEnPglite('one process per DATA_DIR (DESIGN.md §1)', () => {
  it('a second npm start and a seed:demo exit 1 at once naming the first, which loses nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-bloqueo-'));
    const admin = { ADMIN_EMAIL: 'jefa@bloqueo.es', ADMIN_PASSWORD: 'Contrato#2026!' };
    try {
      const primero = await arrancar({ DATA_DIR: dataDir, ...admin });
      const antes = await iniciarSesion(primero.base, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);

      const segundo = await ejecutar(['server/src/server.ts'], {
        DATA_DIR: dataDir,
        PORT: String(await puertoLibre()),
        ...admin,
      });
      expect(segundo.code).toBe(1);
      expect(segundo.salida).toMatch(/está en uso por el proceso \d+ \(npm start \(servidor\)/);
      expect(segundo.ms).toBeLessThan(30_000);

      const seed = await ejecutar(['server/src/seed/seed-demo.ts'], { DATA_DIR: dataDir });
      expect(seed.code).toBe(1);
      expect(seed.salida).toMatch(/está en uso por el proceso \d+/);
      expect(seed.salida).not.toContain('✓');

      // The first server still answers, and what it acknowledged before and after is all there.
      expect(await sesionViva(primero.base, antes)).toBe(true);
      const despues = await iniciarSesion(primero.base, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);
      await primero.parar();
      const otraVez = await arrancar({ DATA_DIR: dataDir, ...admin });
      expect(await sesionViva(otraVez.base, antes)).toBe(true);
      expect(await sesionViva(otraVez.base, despues)).toBe(true);
      await otraVez.parar();
      // Once the server is stopped, the seed may run.
      const libre = await ejecutar(['server/src/seed/seed-demo.ts'], { DATA_DIR: dataDir }, 180_000);
      expect(libre.code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);

  it('seed:demo refuses NODE_ENV=production', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-seed-prod-'));
    try {
      const r = await ejecutar(['server/src/seed/seed-demo.ts'], {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
      });
      expect(r.code).toBe(1);
      expect(r.salida).toContain('no se puede ejecutar con NODE_ENV=production');
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describeEnPglite('start-up checks', () => {
  it('a weak ADMIN_PASSWORD stops the server with a clear message and status 1', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-admin-debil-'));
    try {
      // It migrates a new database and loads the password dictionaries first: slow on a busy machine.
      const r = await ejecutar(
        ['server/src/server.ts'],
        {
          DATA_DIR: dataDir,
          PORT: String(await puertoLibre()),
          ADMIN_EMAIL: 'jefa@debil.es',
          ADMIN_PASSWORD: 'Summer2024!',
        },
        110_000,
      );
      expect(r.code).toBe(1);
      expect(r.salida).toContain('ADMIN_PASSWORD no es válida: Esa contraseña es demasiado común');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('production without SMTP_URL refuses to start', async () => {
    const r = await ejecutar(['server/src/server.ts'], { NODE_ENV: 'production', PORT: '1' });
    expect(r.code).toBe(1);
    expect(r.salida).toContain('SMTP_URL es obligatoria');
  }, 60_000);
});

describeEnPglite('SIGTERM (DESIGN.md §6)', () => {
  it('during a burst of writes: exits 0 within 10 s and every acknowledged write is there afterwards', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-sigterm-'));
    const admin = { ADMIN_EMAIL: 'jefa@sigterm.es', ADMIN_PASSWORD: 'Contrato#2026!' };
    try {
      const s = await arrancar({ DATA_DIR: dataDir, ...admin });
      // Each sign-in writes a session row; a 200 is an acknowledged write. SIGTERM goes as soon as the
      // first is acknowledged, with the rest of the burst in flight.
      let primera: () => void = () => undefined;
      const hayUna = new Promise<void>((r) => (primera = r));
      const rafaga = Array.from({ length: 30 }, () =>
        fetch(`${s.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
        }).then(
          (r) => {
            if (r.status !== 200) return null;
            primera();
            return (r.headers.get('set-cookie') ?? '').split(';')[0]!;
          },
          () => null,
        ),
      );
      await hayUna;
      const inicio = Date.now();
      const code = await s.parar();
      const ms = Date.now() - inicio;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
      const confirmadas = (await Promise.all(rafaga)).filter((c): c is string => c !== null);
      expect(confirmadas.length).toBeGreaterThan(0);

      const otraVez = await arrancar({ DATA_DIR: dataDir, ...admin });
      for (const cookie of confirmadas) expect(await sesionViva(otraVez.base, cookie)).toBe(true);
      await otraVez.parar();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
