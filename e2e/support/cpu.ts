/**
 * `E2E_CPU=1 npx playwright test`: what each browser test costs the machine, for whoever makes the browser
 * lane cheaper (decision 060). A worker's Chromium and e2e server are its child processes, so a test's CPU
 * is the growth, from its start to its end, of the CPU time of the worker and every process below it
 * (their own and their reaped children's: a closed context's renderers are reaped by then). One line per
 * test goes to .reports/e2e-cpu-<worker>.jsonl (emptied when a run starts); `node scripts/e2e-cpu.mjs` sums
 * them by file and test.
 * Off by default: reading /proc costs nothing worth measuring, but the report is for a person asking.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const HZ = 100; // USER_HZ: Linux reports /proc times in 1/100 s on every architecture we run on.

export const medirCpu = process.env.E2E_CPU === '1';

/** utime + stime + cutime + cstime of a process, in seconds, and its parent; undefined once it is gone. */
function tiempoDe(pid: number): { ppid: number; cpu: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after its last ')'.
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime.
    const ticks = [11, 12, 13, 14].reduce((suma, i) => suma + Number(campos[i]), 0);
    return { ppid: Number(campos[1]), cpu: ticks / HZ };
  } catch {
    return undefined;
  }
}

/** The CPU seconds of `raiz` and all its descendants. */
export function cpuDelArbol(raiz = process.pid): number {
  const hijos = new Map<number, number[]>();
  const tiempos = new Map<number, number>();
  for (const nombre of readdirSync('/proc')) {
    const pid = Number(nombre);
    if (!Number.isInteger(pid)) continue;
    const t = tiempoDe(pid);
    if (!t) continue;
    tiempos.set(pid, t.cpu);
    const hermanos = hijos.get(t.ppid);
    if (hermanos) hermanos.push(pid);
    else hijos.set(t.ppid, [pid]);
  }
  let total = 0;
  const pendientes = [raiz];
  while (pendientes.length) {
    const pid = pendientes.pop()!;
    total += tiempos.get(pid) ?? 0;
    pendientes.push(...(hijos.get(pid) ?? []));
  }
  return total;
}

const carpetaReportes = path.resolve(import.meta.dirname, '../../.reports');
const esReporteCpu = (nombre: string) => /^e2e-cpu-\d+\.jsonl$/.test(nombre);

/** At the start of a run (the global set-up): the last run's lines go, so the report sums this one only. */
export function empezarReporteCpu() {
  if (!medirCpu || !existsSync(carpetaReportes)) return;
  for (const nombre of readdirSync(carpetaReportes))
    if (esReporteCpu(nombre)) rmSync(path.join(carpetaReportes, nombre));
}

export function anotarCpu(
  worker: number,
  fila: { archivo: string; prueba: string; cpu: number; ms: number; partes: Record<string, number> },
) {
  mkdirSync(carpetaReportes, { recursive: true });
  appendFileSync(path.join(carpetaReportes, `e2e-cpu-${worker}.jsonl`), JSON.stringify(fila) + '\n');
}

/** The current test's CPU inside `medirParte` calls, by part (the accessibility scans): added to its line. */
const partes = new Map<string, number>();

export async function medirParte<T>(parte: string, medida: () => Promise<T>): Promise<T> {
  if (!medirCpu) return medida();
  const antes = cpuDelArbol();
  try {
    return await medida();
  } finally {
    partes.set(parte, (partes.get(parte) ?? 0) + cpuDelArbol() - antes);
  }
}

/** The parts measured since the last call, in core-seconds (and forgets them). */
export function partesMedidas(): Record<string, number> {
  const medidas = Object.fromEntries([...partes].map(([parte, cpu]) => [parte, Math.round(cpu * 100) / 100]));
  partes.clear();
  return medidas;
}
