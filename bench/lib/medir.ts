/**
 * What the harness's measurements share: the table's row, and for the heavy jobs (`bench/trabajos/`) their
 * context (the app's process, signed in as the benchmark's admin), a timed request and a timed row.
 */
import { BENCH_ADMIN } from './datos-grandes';

export interface Fila {
  figura: string;
  ancla: string;
  presupuesto: string;
  medido: string;
  ok: boolean | null;
}

/** A heavy job's view of the app: its base URL, an admin's cookie and its database. */
export interface Contexto {
  base: string;
  cookie: string;
  url: string;
}

/** Signs the benchmark's admin in; answers the session cookie. */
export async function iniciarSesion(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`login del admin de las mediciones: ${login.status}`);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * One request through the app's HTTP route, timed until its whole answer is read: a GET, or a POST of
 * `cuerpo` (JSON, or a multipart form). Anything but 2xx throws.
 */
export async function pedir(
  ctx: Contexto,
  ruta: string,
  cuerpo?: object,
): Promise<{ ms: number; bytes: Buffer; json: <T>() => T }> {
  const headers: Record<string, string> = { cookie: ctx.cookie };
  const init: RequestInit = { headers };
  if (cuerpo instanceof FormData) Object.assign(init, { method: 'POST', body: cuerpo });
  else if (cuerpo) {
    headers['content-type'] = 'application/json';
    Object.assign(init, { method: 'POST', body: JSON.stringify(cuerpo) });
  }
  const t0 = performance.now();
  const res = await fetch(`${ctx.base}${ruta}`, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${ruta}: ${res.status} ${bytes.toString().slice(0, 300)}`);
  return { ms, bytes, json: <T>() => JSON.parse(bytes.toString()) as T };
}

/** `n` runs of `medir` after `calentar` unmeasured ones; their times (ms), fastest first. */
export async function repetir(
  n: number,
  medir: () => Promise<{ ms: number }>,
  calentar = 1,
): Promise<number[]> {
  for (let i = 0; i < calentar; i++) await medir();
  const tiempos: number[] = [];
  for (let i = 0; i < n; i++) tiempos.push((await medir()).ms);
  return tiempos.sort((a, b) => a - b);
}

const duracion = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

/** A heavy job's row: its time against its budget (both ms), with an optional note after the time. */
export function filaTiempo(figura: string, ms: number, maxMs: number, nota?: string): Fila {
  return {
    figura,
    ancla: '–',
    presupuesto: `< ${maxMs < 1000 ? `${maxMs} ms` : `${maxMs / 1000} s`}`,
    medido: nota ? `${duracion(ms)} (${nota})` : duracion(ms),
    ok: ms < maxMs,
  };
}
