/**
 * The supervisor of `npm start` (scripts/supervisor.mjs, decision 028) around the real server entry
 * (`server/src/server.ts` bundled, as start.mjs runs it): a server killed with -9 comes back and
 * answers again; SIGTERM is passed through (also when the server gets it twice, as under systemd) and
 * both exit 0; a server that cannot start is tried three times and its status comes back; a child that
 * exits 0 is not restarted. The supervised server starts on a fresh DATA_DIR without ADMIN_*, so it also
 * checks the run contract's first admin (DESIGN.md §1): admin@localhost with a random password printed
 * once, and not again by the restarted server (one fresh start and one restart for both).
 * The supervised server always runs on PGlite (its own DATA_DIR), so the PostgreSQL pass of the API tests
 * (CI) skips this file: it would only repeat the first pass, on a machine busy with the other lanes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { comprobarContrato, describeEnPglite } from './run-contract-comun';
import { procesoVivo } from '../src/db/bloqueo';
import { argumentosNpmStart } from './servidor-en-proceso';

const root = path.resolve(import.meta.dirname, '../..');
const SUPERVISOR = path.join(root, 'scripts/supervisor.mjs');
const procesos: ChildProcess[] = [];
const carpetas: string[] = [];
afterAll(() => {
  for (const p of procesos) if (p.exitCode === null) p.kill('SIGKILL');
  for (const c of carpetas) rmSync(c, { recursive: true, force: true });
});

async function puertoLibre(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function supervisar(args: string[], env: Record<string, string> = {}) {
  const p = spawn(process.execPath, [SUPERVISOR, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  procesos.push(p);
  let salida = '';
  p.stdout!.on('data', (d) => (salida += d));
  p.stderr!.on('data', (d) => (salida += d));
  const fin = new Promise<number | null>((resolve) => p.once('exit', (code) => resolve(code)));
  return { p, salida: () => salida, fin };
}

/** The pids the supervisor reported serving, in order. */
const enMarcha = (salida: string) =>
  [...salida.matchAll(/servidor en marcha \(pid (\d+)\)/g)].map((m) => Number(m[1]));

async function esperar<T>(condicion: () => T | undefined | false, ms: number, que: () => string): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const valor = condicion();
    if (valor) return valor;
    if (Date.now() > limite)
      throw new Error(`No llegó a tiempo (${ms / 1000} s): ${que() || '(sin salida)'}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describeEnPglite('scripts/supervisor.mjs', () => {
  it(
    'a fresh server without ADMIN_* creates admin@localhost with a random password printed once and serves ' +
      'app and API; killed with -9 it comes back without printing it again; SIGTERM stops both with 0',
    async () => {
      const port = await puertoLibre();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'robustez-supervisor-'));
      carpetas.push(dataDir);
      const s = supervisar([process.execPath, ...argumentosNpmStart()], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      });
      const base = `http://127.0.0.1:${port}`;
      const me = () => fetch(`${base}/api/auth/me`).then((r) => r.status);

      // A first start migrates a fresh PGlite: slow on a busy 2-core machine.
      const [primero] = await esperar(
        () => enMarcha(s.salida()).length === 1 && enMarcha(s.salida()),
        150_000,
        s.salida,
      );
      // The server's own output reaches the supervisor's (the child inherits its stdout and stderr). The
      // password line is written before the server listens, so before it says it serves.
      const password = /Contraseña \(se muestra una sola vez\): (\S+)/.exec(s.salida())?.[1];
      expect(password).toBeDefined();
      await comprobarContrato(base, 'admin@localhost', password!);
      const hastaAqui = s.salida().length;

      process.kill(primero!, 'SIGKILL');
      const segundo = await esperar(() => enMarcha(s.salida())[1], 90_000, s.salida);
      expect(segundo).not.toBe(primero);
      expect(procesoVivo(primero!)).toBe(false);
      expect(await me()).toBe(200);
      expect(s.salida()).toContain('el servidor terminó con la señal SIGKILL; lo reinicio en 1 s');
      // The restarted server found its admin: the password is not printed again.
      expect(s.salida().slice(hastaAqui)).not.toContain('se muestra una sola vez');
      expect(s.salida().match(/se muestra una sola vez/g)).toHaveLength(1);

      // As systemd stops a unit: SIGTERM to every process of it, so the server gets it twice (once passed
      // on by the supervisor); the shutdown stays graceful (status 0 comes from the server itself).
      s.p.kill('SIGTERM');
      process.kill(segundo, 'SIGTERM');
      expect(await s.fin).toBe(0);
      await esperar(
        () => !procesoVivo(segundo),
        5_000,
        () => `el servidor ${segundo} sigue vivo`,
      );
      await expect(me()).rejects.toThrow();
    },
    300_000,
  );

  it('gives up on a server that cannot start, after three tries, with its status', async () => {
    const inicio = Date.now();
    const s = supervisar([process.execPath, '-e', 'process.exit(3)']);
    expect(await s.fin).toBe(3);
    expect(s.salida()).toContain('el servidor no arranca (3 intentos, terminó con el código 3): me detengo');
    // Waits of 1 s and 2 s between the tries, no more.
    expect(Date.now() - inicio).toBeLessThan(15_000);
  }, 30_000);

  it('does not restart a server that exits 0', async () => {
    const s = supervisar([process.execPath, '-e', 'process.send({ listo: true }); process.exit(0)']);
    expect(await s.fin).toBe(0);
    expect(s.salida()).not.toContain('lo reinicio');
  }, 30_000);
});
