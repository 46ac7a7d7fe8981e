/**
 * What the run-contract tests share (DESIGN.md §1): starting the real entry point, running one to its end,
 * signing in, and the contract a started server must keep. A server start costs several core-seconds (from
 * the bundle npm start runs: ~11 on a fresh DATA_DIR, ~4.3 on a restart), so each file follows one
 * DATA_DIR through as many checks as it can:
 * - run-contract.test.ts: npm start on PGlite from a fresh DATA_DIR to the seed (the contract with
 *   ADMIN_*, one process per DATA_DIR, SIGTERM during writes, a restart), and the contract on PostgreSQL;
 * - supervisor.test.ts: the supervised server without ADMIN_* (the random first admin, kill -9, SIGTERM);
 * - run-contract-arranque.test.ts: what refuses to start (no database opened, so cheap).
 * The two heavy scenarios are in two files so that they run in parallel on the API lane's two workers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  RAIZ_REPOSITORIO as root,
  arrancarServidor,
  argumentosNpmStart,
  entornoNpmStart,
} from './servidor-en-proceso';

// The second pass of the API tests, on PostgreSQL (CI), runs only the PostgreSQL case: the others start
// servers on PGlite exactly as the first pass did.
export const pasadaPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const enPglite = pasadaPostgres ? it.skip : it;
export const describeEnPglite = pasadaPostgres ? describe.skip : describe;
const hasClient = existsSync(path.join(root, 'web/dist/index.html'));

/** The processes a test file starts, all stopped when the file ends. Call once at a file's top level. */
export function procesosDelFichero() {
  const procesos: ChildProcess[] = [];
  afterAll(() => procesos.forEach((p) => p.kill('SIGTERM')));
  return {
    arrancar: (env: Record<string, string>) => arrancarServidor(env, procesos),
    /** Runs `npm start` or `npm run seed:demo` to its end: its exit code, its output and how long it took. */
    ejecutar: (comando: 'npm start' | 'seed:demo', env: Record<string, string>, limiteMs?: number) =>
      ejecutar(procesos, comando, env, limiteMs),
  };
}

/** What the contract's commands run: `npm start` the bundled server, `npm run seed:demo` tsx on the seed. */
function argumentos(comando: 'npm start' | 'seed:demo'): string[] {
  return comando === 'npm start' ? argumentosNpmStart() : ['--import', 'tsx', 'server/src/seed/seed-demo.ts'];
}

async function ejecutar(
  procesos: ChildProcess[],
  comando: 'npm start' | 'seed:demo',
  env: Record<string, string>,
  limiteMs = 60_000,
): Promise<{ code: number | null; salida: string; ms: number }> {
  const inicio = Date.now();
  const child = spawn(process.execPath, argumentos(comando), {
    cwd: root,
    env: entornoNpmStart({ PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }),
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

export async function iniciarSesion(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export const loginVivo = async (base: string, cookie: string) =>
  (await fetch(`${base}/api/auth/me`, { headers: { cookie } })).status === 200;

/** The contract a started server keeps; answers the session cookie (`sid=…`) of its sign-in. */
export async function comprobarContrato(base: string, email: string, password: string): Promise<string> {
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
  return cookie.split(';')[0]!;
}
