/**
 * Runs a server in its own process so the load generator never shares its event loop: the child prints
 * `LISTO <port>` once listening. Returns the base URL and a stop function.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export async function arrancarProceso(
  script: string,
  env: Record<string, string | undefined> = {},
): Promise<{ base: string; parar: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let salida = '';
    child.stdout.on('data', (d: Buffer) => {
      salida += d.toString();
      const m = /LISTO (\d+)/.exec(salida);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`El proceso ${script} terminó (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, parar: () => child.kill('SIGTERM') };
}
