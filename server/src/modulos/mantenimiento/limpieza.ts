/**
 * Housekeeping (issue 11): once an hour, the purge of `limpieza.repository.ts` (expired logins, used
 * tokens, old rate-limit windows, unfinished second steps, forgotten browsers).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { purgar } from './limpieza.repository';

export const INTERVALO_LIMPIEZA_MS = 60 * 60 * 1000;

/** Runs the purge now and then every hour until the returned stop is called (the timer never holds the process). */
export function programarLimpieza(
  db: DbOrTx,
  log: FastifyBaseLogger,
  intervaloMs = INTERVALO_LIMPIEZA_MS,
): () => void {
  let enCurso: Promise<void> | null = null;
  const pasada = () => {
    if (enCurso) return;
    enCurso = purgar(db)
      .then((n) => log.info({ evento: 'limpieza', ...n }, 'Limpieza de logins, enlaces y límites'))
      .catch((err: unknown) => {
        const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
        log.error({ evento: 'limpieza_fallida', code, motivo: message }, 'La limpieza periódica ha fallado');
      })
      .finally(() => (enCurso = null));
  };
  pasada();
  const timer = setInterval(pasada, intervaloMs);
  timer.unref();
  return () => clearInterval(timer);
}
