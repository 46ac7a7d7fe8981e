// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request as autocannon builds it; `setupRequest` may change any part of it. */
  interface Peticion {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  interface PeticionDinamica extends Peticion {
    /** Called before every request of a connection, with that connection's own context object. */
    setupRequest?: (peticion: Peticion, contexto: Record<string, unknown>) => Peticion;
  }
  interface Opciones {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    requests?: PeticionDinamica[];
  }
  interface Histograma {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Resultado {
    requests: Histograma;
    latency: Histograma;
    throughput: Histograma;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  /** A connection, as the `response` event names it. */
  interface Cliente {
    requestIterator: { context: Record<string, unknown> };
  }
  interface Ejecucion extends EventEmitter, PromiseLike<Resultado> {
    on(
      evento: 'response',
      oyente: (cliente: Cliente, estado: number, bytes: number, ms: number) => void,
    ): this;
  }
  function autocannon(opciones: Opciones): Ejecucion;
  export default autocannon;
}
