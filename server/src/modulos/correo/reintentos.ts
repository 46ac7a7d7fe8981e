/**
 * When the outbox tries a message again after a failure (docs/decisions/034-outbox.md): the wait doubles
 * from 30 s up to 1 h, and after the 12th failed attempt (about 5 h after the first) it gives up.
 */
export interface PoliticaReintentos {
  /** Wait after the first failure. */
  primeraEsperaMs: number;
  /** No wait is longer than this. */
  maximaEsperaMs: number;
  /** Attempts in all; after this many failures the message is given up. */
  maxIntentos: number;
}

export const REINTENTOS: PoliticaReintentos = {
  primeraEsperaMs: 30_000,
  maximaEsperaMs: 60 * 60_000,
  maxIntentos: 12,
};

/**
 * The wait before the next attempt once `intentos` attempts (≥ 1) have failed, or null when that was the
 * last one allowed.
 */
export function esperaTrasFallo(intentos: number, politica: PoliticaReintentos = REINTENTOS): number | null {
  if (intentos >= politica.maxIntentos) return null;
  const n = Math.max(1, Math.floor(intentos));
  return Math.min(politica.maximaEsperaMs, politica.primeraEsperaMs * 2 ** (n - 1));
}
