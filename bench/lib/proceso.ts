/**
 * Runs a server in its own process so the load generator never shares its event loop. The child sends
 * `{ listo: port }` over IPC once listening; its stdout (the production log lines) goes to a file, as it
 * would to a log collector, so the parent never pays for reading it.
 */
import { spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compilarServidor } from '../../scripts/compilar-servidor.mjs';
import { entornoServidor, opcionesNodeServidor } from '../../scripts/opciones-node-servidor.mjs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc's CPU times. */
const TICKS_POR_SEGUNDO = 100;

export interface Proceso {
  base: string;
  pid: number;
  log: string;
  /** Resident memory now and at its peak (MB), from /proc. */
  memoria(): { rss: number; pico: number };
  /** Starts measuring the peak again from now (Linux: `clear_refs` 5 resets VmHWM). */
  reiniciarPico(): void;
  /** CPU time the process has used so far (user + system, ms), from /proc. */
  cpuMs(): number;
  parar(): void;
}

/**
 * `script`: a TypeScript file beside this one (run with tsx) or a bundled `.mjs` (an absolute path, run
 * as it is, the way `npm start` runs the server).
 */
export async function arrancarProceso(
  script: string,
  env: Record<string, string | undefined> = {},
  /** Extra Node flags, e.g. `--cpu-prof` to profile the server. */
  argsNode: string[] = [],
): Promise<Proceso> {
  const log = path.join(
    os.tmpdir(),
    `bench-${path.basename(script).replace(/\.\w+$/, '')}-${process.pid}.log`,
  );
  const salida = openSync(log, 'w');
  const compilado = script.endsWith('.mjs');
  const child = spawn(
    process.execPath,
    compilado
      ? [...argsNode, script]
      : [...argsNode, '--import', 'tsx', path.resolve(import.meta.dirname, script)],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', salida, 'inherit', 'ipc'],
    },
  );
  // A benchmark that stops early (an exception, Ctrl-C) must not leave its servers behind.
  const matar = () => child.kill('SIGTERM');
  process.once('exit', matar);
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { listo?: number }) => {
      if (m.listo) resolve(m.listo);
    });
    child.once('exit', (code) => reject(new Error(`El proceso ${script} terminó (${code})`)));
  });
  const kb = (campo: string) =>
    Number(
      new RegExp(`${campo}:\\s+(\\d+)`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0,
    );
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    log,
    memoria: () => ({ rss: kb('VmRSS') / 1024, pico: kb('VmHWM') / 1024 }),
    reiniciarPico: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime and stime, in ticks.
      const campos = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(campos[11]) + Number(campos[12])) * 1000) / TICKS_POR_SEGUNDO;
    },
    parar: () => child.kill('SIGTERM'),
  };
}

/** The application (`app-bench.ts`) on `url`, bundled and with the Node flags as `npm start` runs the server. */
export async function arrancarApp(url: string): Promise<Proceso> {
  const script = await compilarServidor('bench/lib/app-bench.ts');
  const env = entornoServidor({ ...process.env, DATABASE_URL: url, NODE_ENV: 'production' });
  return arrancarProceso(script, env, opcionesNodeServidor());
}
