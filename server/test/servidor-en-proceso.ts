/**
 * The real entry point (`server/src/server.ts`, the one `npm start` bundles and runs; here from its source,
 * through tsx) in a process of its own on a free port: for the run contract and for tests that need several processes on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const RAIZ_REPOSITORIO = path.resolve(import.meta.dirname, '../..');

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: RAIZ_REPOSITORIO,
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
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
