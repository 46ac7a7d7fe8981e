// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Opciones {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
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
  function autocannon(opciones: Opciones): Promise<Resultado>;
  export default autocannon;
}
