/** PostgreSQL error codes the services turn into answers (drizzle wraps the driver's error in `cause`). */
import { AppError } from './app-error';

const VIOLACION_UNICA = '23505';

function errorPg(err: unknown): { code?: string; constraint?: string } | undefined {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === VIOLACION_UNICA) return e;
  if (e?.cause?.code === VIOLACION_UNICA) return e.cause;
  return undefined;
}

/** A unique-violation, optionally of one named constraint (index) only. */
export function esViolacionUnica(err: unknown, restriccion?: string): boolean {
  const pg = errorPg(err);
  return pg !== undefined && (restriccion === undefined || pg.constraint === restriccion);
}

/**
 * Runs `fn`; a unique-violation (two saves racing past the service's own check) becomes `conflicto()`,
 * an AppError the error handler answers with 409. Any other error goes through unchanged.
 */
export async function conConflictoUnico<T>(
  fn: () => Promise<T>,
  conflicto: () => AppError,
  restriccion?: string,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (esViolacionUnica(err, restriccion)) throw conflicto();
    throw err;
  }
}
