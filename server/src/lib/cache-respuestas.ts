/**
 * A short-lived, in-process cache of the serialized answers of the staff's list endpoints
 * (docs/decisions/026-cache-de-respuestas.md). A list that a screen asks for again (a refetch on focus, a
 * second tab, the same office user paging back) is answered from memory instead of running its queries.
 *
 * Exactness in this process: every request that may write (any method but GET, HEAD and OPTIONS) bumps
 * `version` just before its answer leaves (its transaction has ended by then), and an answer is stored
 * under the version read BEFORE its queries ran; an entry is served only while the version is unchanged.
 * So after a write, the next read of anything runs its queries again: no screen is ever stale after an
 * edit made through this process, whatever was edited. (The one write that does not come through a
 * request, the hourly purge, touches only sessions, links and limits, which no cached answer shows.)
 *
 * Bound: an entry lives at most `ttlMs` (a few seconds). That bounds what another process behind the
 * same balancer (or a script writing to the database directly) can leave stale here, and anything that
 * depends on the clock (today's sessions). `ttlMs` 0 turns the cache off (the API tests, which write
 * behind the application's back, run with it off; its own tests turn it on).
 *
 * Keys are the user's id and the request's URL (path and query), so one user's answer is never another's:
 * a teacher's scope, a role change (the route checks the role before looking here) and every filter are
 * covered. Only successful (200) answers are stored.
 *
 * One computation per key at a time: a request that finds its answer being computed (since the last
 * write) waits for it instead of running the same queries again, so an entry that expires under load
 * costs one computation, not one per waiting request.
 */
import { LRUCache } from 'lru-cache';

export const RESPUESTAS_CACHE_MS = 5_000;
/** At most this many bytes of serialized JSON are kept. */
const TAMANO_MAX = 32 * 1024 * 1024;

export class CacheRespuestas {
  private versionActual = 0;
  /** The UTF-8 bytes of each answer, encoded once: a hit writes them as they are. */
  private readonly entradas: LRUCache<string, Buffer> | undefined;
  /** Answers being computed now, begun since the last write. */
  private readonly calculando = new Map<string, Promise<Buffer | undefined>>();

  constructor(readonly ttlMs: number) {
    this.entradas =
      ttlMs > 0
        ? new LRUCache<string, Buffer>({
            max: 5_000,
            maxSize: TAMANO_MAX,
            sizeCalculation: (cuerpo) => Math.max(1, cuerpo.length),
            ttl: ttlMs,
          })
        : undefined;
  }

  get activa(): boolean {
    return this.entradas !== undefined;
  }

  /** The version to store an answer under: read it before the answer's queries run. */
  get version(): number {
    return this.versionActual;
  }

  static clave(usuarioId: number, url: string): string {
    return `${usuarioId} ${url}`;
  }

  /** The stored answer, if it was computed after the last write (`invalidar` empties the cache). */
  leer(clave: string): Buffer | undefined {
    return this.entradas?.get(clave);
  }

  /** The answer another request is computing for `clave` (begun since the last write), if any. */
  enCurso(clave: string): Promise<Buffer | undefined> | undefined {
    return this.calculando.get(clave);
  }

  /**
   * Marks `clave` as being computed from `version` (read before the queries run). The returned function
   * ends it: with the answer's bytes, which are stored (unless a write happened since) and handed to
   * the requests waiting for them; without, when there is nothing to share (an error, another status),
   * and the waiting requests compute their own.
   */
  calcular(clave: string, version: number): (cuerpo?: Buffer) => void {
    if (!this.entradas || version !== this.versionActual) return () => {};
    let entregar!: (cuerpo: Buffer | undefined) => void;
    const promesa = new Promise<Buffer | undefined>((resolve) => (entregar = resolve));
    this.calculando.set(clave, promesa);
    return (cuerpo) => {
      if (this.calculando.get(clave) === promesa) this.calculando.delete(clave);
      if (cuerpo) this.guardar(clave, version, cuerpo);
      entregar(cuerpo);
    };
  }

  /** Stores `cuerpo` unless a write happened since `version` was read. */
  guardar(clave: string, version: number, cuerpo: Buffer): void {
    if (version === this.versionActual) this.entradas?.set(clave, cuerpo);
  }

  /** After any write: every stored answer is out of date, and so is every one being computed. */
  invalidar(): void {
    this.versionActual += 1;
    this.entradas?.clear();
    this.calculando.clear();
  }
}

const METODOS_SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request of this method may write (and so must invalidate the cache once it has). */
export function puedeEscribir(method: string): boolean {
  return !METODOS_SEGUROS.has(method);
}
