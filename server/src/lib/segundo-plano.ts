/**
 * Work that an answer must not wait for (the e-mail of "forgot password", so a known and an unknown
 * address answer alike), still tracked so a graceful shutdown can let it finish before the database
 * closes.
 */
import type { FastifyBaseLogger } from 'fastify';

const pendientes = new Set<Promise<unknown>>();

/** Starts `trabajo` after the current answer is on its way; a failure is logged (code and message only). */
export function enSegundoPlano(log: FastifyBaseLogger, que: string, trabajo: () => Promise<unknown>): void {
  const p = new Promise((resolve) => setImmediate(resolve))
    .then(trabajo)
    .catch((err: unknown) => {
      const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
      log.error(
        { evento: 'segundo_plano_fallido', que, code, motivo: message },
        `Falló en segundo plano: ${que}`,
      );
    })
    .finally(() => pendientes.delete(p));
  pendientes.add(p);
}

/** Waits (up to `ms`) for the background work in flight; used at shutdown and by tests. */
export async function esperarSegundoPlano(ms = 5000): Promise<void> {
  const limite = new Promise((resolve) => setTimeout(resolve, ms).unref());
  while (pendientes.size > 0) {
    const ganador = await Promise.race([Promise.all([...pendientes]).then(() => 'hecho'), limite]);
    if (ganador !== 'hecho') return;
  }
}
