/**
 * The real entry point (`server/src/server.ts`) run as `npm start` runs it, in a process of its own on a
 * free port: for the run contract and for tests that need several processes on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';
import { entornoServidor, opcionesNodeServidor } from '../../scripts/opciones-node-servidor.mjs';

export const RAIZ_REPOSITORIO = path.resolve(import.meta.dirname, '../..');

/**
 * The Node arguments `npm start` runs the server with (scripts/start.mjs): the flags of
 * server/opciones-node.json and the esbuild bundle of `server/src/server.ts`, bundled once per run by the
 * API tests' global set-up. A start from the bundle costs ~2 core-seconds less than one through tsx (a
 * restart 4.3 instead of 6.5), and it is what npm start runs.
 */
export function argumentosNpmStart(): string[] {
  return [...opcionesNodeServidor(), inject('servidorNpmStart')];
}

/** `npm start`'s environment for a server process: `env` over the variables of server/opciones-node.json. */
export function entornoNpmStart(env: Record<string, string>): Record<string, string> {
  return entornoServidor(env) as Record<string, string>;
}

export async function puertoLibre(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServidorEnProceso {
  base: string;
  /** Everything the process wrote so far (stdout and stderr). */
  salida: () => string;
  /** SIGTERM, then its exit code. */
  parar: () => Promise<number | null>;
}

/**
 * Starts a server with `env` (besides PATH, PORT, HOST and LOG_LEVEL=warn) and answers once it serves
 * `/api/auth/me`. `procesos` collects the child, so the caller's `afterAll` can end it whatever happens.
 */
export async function arrancarServidor(
  env: Record<string, string>,
  procesos: ChildProcess[],
): Promise<ServidorEnProceso> {
  const port = await puertoLibre();
  const child = spawn(process.execPath, argumentosNpmStart(), {
    cwd: RAIZ_REPOSITORIO,
    env: entornoNpmStart({
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    }),
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
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
