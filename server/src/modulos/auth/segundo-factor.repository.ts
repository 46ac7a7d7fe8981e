/** The second factor's rows: the TOTP secret of an account and its recovery codes (hashed). */
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codigosRecuperacion, segundosFactores } from '../../db/schema/index';

export async function findSegundoFactor(db: DbOrTx, usuarioId: number) {
  const [fila] = await db
    .select({
      secreto: segundosFactores.secreto,
      activadoAt: segundosFactores.activadoAt,
      ultimoPaso: segundosFactores.ultimoPaso,
    })
    .from(segundosFactores)
    .where(eq(segundosFactores.usuarioId, usuarioId));
  return fila;
}

/** Starts (or starts again) a set-up with a new secret; nothing when the factor is already on. */
export async function guardarSecretoPendiente(db: DbOrTx, usuarioId: number, secreto: string) {
  const filas = await db
    .insert(segundosFactores)
    .values({ usuarioId, secreto })
    .onConflictDoUpdate({
      target: segundosFactores.usuarioId,
      set: { secreto, ultimoPaso: null, updatedAt: sql`now()` },
      setWhere: isNull(segundosFactores.activadoAt),
    })
    .returning({ id: segundosFactores.id });
  return filas.length > 0;
}

/** Turns a pending set-up on, spending the code's step; false when there was none to turn on. */
export async function activarSegundoFactor(db: DbOrTx, usuarioId: number, paso: number) {
  const filas = await db
    .update(segundosFactores)
    .set({ activadoAt: sql`now()`, ultimoPaso: paso })
    .where(and(eq(segundosFactores.usuarioId, usuarioId), isNull(segundosFactores.activadoAt)))
    .returning({ id: segundosFactores.id });
  return filas.length > 0;
}

/**
 * Spends a code's step: true only the first time a step later than the last one is used, so a code
 * (or an older one still inside the window) works once, however many requests race for it.
 */
export async function gastarPaso(db: DbOrTx, usuarioId: number, paso: number) {
  const filas = await db
    .update(segundosFactores)
    .set({ ultimoPaso: paso })
    .where(
      and(
        eq(segundosFactores.usuarioId, usuarioId),
        isNotNull(segundosFactores.activadoAt),
        or(isNull(segundosFactores.ultimoPaso), lt(segundosFactores.ultimoPaso, paso)),
      ),
    )
    .returning({ id: segundosFactores.id });
  return filas.length > 0;
}

export async function deleteSegundoFactor(db: DbOrTx, usuarioId: number) {
  await db.delete(codigosRecuperacion).where(eq(codigosRecuperacion.usuarioId, usuarioId));
  await db.delete(segundosFactores).where(eq(segundosFactores.usuarioId, usuarioId));
}

/** The account's recovery codes become these (the old ones stop working). */
export async function reemplazarCodigos(db: DbOrTx, usuarioId: number, hashes: string[]) {
  await db.delete(codigosRecuperacion).where(eq(codigosRecuperacion.usuarioId, usuarioId));
  await db.insert(codigosRecuperacion).values(hashes.map((codigoHash) => ({ usuarioId, codigoHash })));
}

/** Spends a recovery code: true only the first time. */
export async function gastarCodigoRecuperacion(db: DbOrTx, usuarioId: number, codigoHash: string) {
  const filas = await db
    .update(codigosRecuperacion)
    .set({ usadoAt: sql`now()` })
    .where(
      and(
        eq(codigosRecuperacion.usuarioId, usuarioId),
        eq(codigosRecuperacion.codigoHash, codigoHash),
        isNull(codigosRecuperacion.usadoAt),
      ),
    )
    .returning({ id: codigosRecuperacion.id });
  return filas.length > 0;
}

export async function contarCodigosRestantes(db: DbOrTx, usuarioId: number) {
  const [fila] = await db
    .select({ n: count() })
    .from(codigosRecuperacion)
    .where(and(eq(codigosRecuperacion.usuarioId, usuarioId), isNull(codigosRecuperacion.usadoAt)));
  return Number(fila?.n ?? 0);
}
