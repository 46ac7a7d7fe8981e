/**
 * Runs the mixed load (`mezcla.ts`) with autocannon: every connection asks for the mix's next request
 * (its user's cookie, method, path and body) before each request, and each answer is recorded by kind,
 * so the figures say which endpoint costs what. Latencies are of every answer, 2xx or not.
 */
import autocannon from 'autocannon';
import type { Peticion, TipoPeticion } from './mezcla';

/** What a browser sends: the answers are compressed as users receive them. */
export const CABECERAS_NAVEGADOR = { 'accept-encoding': 'gzip, deflate, br' };

export interface Figuras {
  peticiones: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, by status. */
  fallos: Record<number, number>;
}

export interface ResultadoCarga extends Figuras {
  rps: number;
  /** Connection errors and timeouts (no answer at all). */
  sinRespuesta: number;
  porTipo: Map<TipoPeticion, Figuras>;
}

const percentil = (ordenados: number[], p: number) =>
  ordenados.length ? ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))]! : 0;

function figuras(tiempos: number[], fallos: Record<number, number>): Figuras {
  const ordenados = [...tiempos].sort((a, b) => a - b);
  return { peticiones: tiempos.length, p50: percentil(ordenados, 50), p99: percentil(ordenados, 99), fallos };
}

export const totalFallos = (f: Figuras) => Object.values(f.fallos).reduce((t, n) => t + n, 0);

export async function cargaMixta(
  base: string,
  siguiente: () => Peticion,
  { conexiones, segundos }: { conexiones: number; segundos: number },
): Promise<ResultadoCarga> {
  const tiempos = new Map<TipoPeticion, number[]>();
  const fallos = new Map<TipoPeticion, Record<number, number>>();
  const ejecucion = autocannon({
    url: base,
    connections: conexiones,
    duration: segundos,
    requests: [
      {
        setupRequest: (peticion, contexto) => {
          const p = siguiente();
          contexto.tipo = p.tipo;
          return {
            ...peticion,
            method: p.method,
            path: p.path,
            headers: {
              ...CABECERAS_NAVEGADOR,
              cookie: p.cookie,
              ...(p.body ? { 'content-type': 'application/json' } : {}),
            },
            body: p.body ?? '',
          };
        },
      },
    ],
  });
  ejecucion.on('response', (cliente, estado, _bytes, ms) => {
    const tipo = cliente.requestIterator.context.tipo as TipoPeticion;
    let lista = tiempos.get(tipo);
    if (!lista) tiempos.set(tipo, (lista = []));
    lista.push(ms);
    if (estado < 200 || estado > 299) {
      const f = fallos.get(tipo) ?? {};
      f[estado] = (f[estado] ?? 0) + 1;
      fallos.set(tipo, f);
    }
  });
  const r = await ejecucion;
  const todos = [...tiempos.values()].flat();
  const todosFallos: Record<number, number> = {};
  for (const f of fallos.values()) {
    for (const [estado, n] of Object.entries(f))
      todosFallos[Number(estado)] = (todosFallos[Number(estado)] ?? 0) + n;
  }
  return {
    rps: r.requests.average,
    sinRespuesta: r.errors + r.timeouts,
    ...figuras(todos, todosFallos),
    porTipo: new Map([...tiempos].map(([tipo, t]) => [tipo, figuras(t, fallos.get(tipo) ?? {})])),
  };
}
