/**
 * A short-lived, in-process cache of resolved sessions (docs/decisions/019-delivery-and-request-pipeline.md): a signed-in request whose
 * session was read from the database less than `SESION_CACHE_MS` ago is answered from memory, so the
 * pipeline's session lookup costs no query. The idle (2 h) and absolute (12 h) limits are still checked
 * on every hit against the times cached with the entry.
 *
 * Bound: a change made in THIS process evicts at once (logout, `terminarSesionesDeUsuario`, and every
 * caller of `olvidarSesionesDeUsuario`); a change made by ANOTHER process behind the same load balancer
 * (a logout there, a deactivation, a role change) takes effect here at most `SESION_CACHE_MS` later.
 */
import type { Rol } from '@escuela/shared';
import { LRUCache } from 'lru-cache';

export const SESION_CACHE_MS = 5_000;

export interface SesionCacheada {
  sesionId: number;
  id: number;
  nombre: string;
  email: string;
  rol: Rol;
  /** When the session stops being valid however active (absolute limit), ms since epoch. */
  expiraEn: number;
  /** The session's last activity as stored in the database, ms since epoch. */
  ultimaActividad: number;
}

const cache = new LRUCache<string, SesionCacheada>({ max: 10_000, ttl: SESION_CACHE_MS });

export function leerSesionCacheada(tokenHash: string): SesionCacheada | undefined {
  return cache.get(tokenHash);
}

export function recordarSesion(tokenHash: string, sesion: SesionCacheada): void {
  cache.set(tokenHash, sesion);
}

/** Forgets one session (logout). */
export function olvidarSesion(tokenHash: string): void {
  cache.delete(tokenHash);
}

/**
 * Forgets every cached session of a user, so the next request of any of them reads the database again.
 * Call it after anything that changes what a session may do or shows: deactivation, a role change, a
 * password change, deleting the user, a new name or e-mail. (`terminarSesionesDeUsuario` calls it already.)
 */
export function olvidarSesionesDeUsuario(usuarioId: number): void {
  for (const [clave, sesion] of cache.entries()) {
    if (sesion.id === usuarioId) cache.delete(clave);
  }
}

/** Empties the cache (tests that change the database behind the application's back). */
export function olvidarTodasLasSesiones(): void {
  cache.clear();
}
