/**
 * Housekeeping (issue 11): once an hour, one statement each, remove expired sessions, used or expired
 * single-use tokens and rate-limit windows that ended more than a day ago. Each statement uses its own
 * index (schema `usuarios.ts`), so the purge stays cheap on a large table.
 */
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { accesosPendientes, dispositivosConfianza, sesionesAuth, tokens } from '../../db/schema/index';
import { purgarLimites } from '../../lib/rate-limit';

export const INTERVALO_LIMPIEZA_MS = 60 * 60 * 1000;

export interface Purgados {
  sesiones: number;
  tokens: number;
  limites: number;
  accesosPendientes: number;
  dispositivos: number;
}

export async function purgar(db: DbOrTx): Promise<Purgados> {
  const sesiones = await db
    .delete(sesionesAuth)
    .where(lt(sesionesAuth.expiresAt, sql`now()`))
    .returning({ id: sesionesAuth.id });
  const caducados = await db
    .delete(tokens)
    .where(sql`coalesce(${tokens.usadoAt}, ${tokens.expiresAt}) < now()`)
    .returning({ id: tokens.id });
  const limites = await purgarLimites(db);
  // Sign-ins that never finished their second step, and browsers not seen for 180 days (decision 029).
  const pendientes = await db
    .delete(accesosPendientes)
    .where(lt(accesosPendientes.expiresAt, sql`now()`))
    .returning({ id: accesosPendientes.id });
  const dispositivos = await db
    .delete(dispositivosConfianza)
    .where(lt(dispositivosConfianza.expiresAt, sql`now()`))
    .returning({ id: dispositivosConfianza.id });
  return {
    sesiones: sesiones.length,
    tokens: caducados.length,
    limites,
    accesosPendientes: pendientes.length,
    dispositivos: dispositivos.length,
  };
}

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
      .then((n) => log.info({ evento: 'limpieza', ...n }, 'Limpieza de sesiones, enlaces y límites'))
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
