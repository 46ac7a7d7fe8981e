/**
 * A small closed-loop HTTP load generator for the benchmarks: `conexiones` workers each send the next
 * request as soon as the previous answer arrives, for `segundos`. Loopback only. Reports throughput and
 * latency percentiles.
 */
import { Agent, request } from 'undici';

export interface ResultadoCarga {
  peticiones: number;
  errores: number;
  porSegundo: number;
  p50: number;
  p99: number;
}

export async function carga(
  url: string,
  opciones: { conexiones?: number; segundos?: number; headers?: Record<string, string> } = {},
): Promise<ResultadoCarga> {
  const conexiones = opciones.conexiones ?? 50;
  const segundos = opciones.segundos ?? 5;
  const agent = new Agent({ connections: conexiones, pipelining: 1 });
  const latencias: number[] = [];
  let errores = 0;
  const fin = performance.now() + segundos * 1000;
  const trabajador = async () => {
    while (performance.now() < fin) {
      const t0 = performance.now();
      try {
        const res = await request(url, { dispatcher: agent, headers: opciones.headers });
        await res.body.dump();
        if (res.statusCode >= 400) errores += 1;
      } catch {
        errores += 1;
      }
      latencias.push(performance.now() - t0);
    }
  };
  const inicio = performance.now();
  await Promise.all(Array.from({ length: conexiones }, trabajador));
  const duracion = (performance.now() - inicio) / 1000;
  await agent.close();
  latencias.sort((a, b) => a - b);
  const pct = (p: number) => latencias[Math.min(latencias.length - 1, Math.floor(latencias.length * p))] ?? 0;
  return {
    peticiones: latencias.length,
    errores,
    porSegundo: latencias.length / duracion,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}

export function formato(nombre: string, r: ResultadoCarga): string {
  return `${nombre.padEnd(34)} ${r.porSegundo.toFixed(0).padStart(7)} pet/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  errores ${r.errores}`;
}
