import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tokens, usuarios, type Token } from '../../db/schema/index';

type Proposito = Token['proposito'];

export async function insertTokens(
  db: DbOrTx,
  filas: { usuarioId: number; tokenHash: string; proposito: Proposito; expiresAt: Date }[],
) {
  if (filas.length) await db.insert(tokens).values(filas);
}

/** Earlier links of these purposes stop working when a new one is sent (to one user or to several). */
export async function anularTokens(
  db: DbOrTx,
  usuarioIds: number | readonly number[],
  propositos: Proposito[],
) {
  const ids = typeof usuarioIds === 'number' ? [usuarioIds] : [...usuarioIds];
  if (ids.length === 0) return;
  await db
    .update(tokens)
    .set({ usadoAt: sql`now()` })
    .where(
      and(inArray(tokens.usuarioId, ids), inArray(tokens.proposito, propositos), isNull(tokens.usadoAt)),
    );
}

/**
 * Marks the token used, in one statement, when it exists with one of the purposes, is unused and has not
 * expired; returns its user (and purpose) or nothing. Two concurrent uses cannot both succeed.
 */
export async function consumirToken(db: DbOrTx, tokenHash: string, propositos: Proposito[]) {
  const [fila] = await db
    .update(tokens)
    .set({ usadoAt: sql`now()` })
    .where(
      and(
        eq(tokens.tokenHash, tokenHash),
        inArray(tokens.proposito, propositos),
        isNull(tokens.usadoAt),
        gt(tokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ usuarioId: tokens.usuarioId, proposito: tokens.proposito });
  return fila;
}

export async function marcarEmailVerificado(db: DbOrTx, usuarioId: number) {
  await db
    .update(usuarios)
    .set({ emailVerificadoAt: sql`coalesce(${usuarios.emailVerificadoAt}, now())` })
    .where(eq(usuarios.id, usuarioId));
}

export async function setPasswordHash(db: DbOrTx, usuarioId: number, passwordHash: string) {
  await db.update(usuarios).set({ passwordHash }).where(eq(usuarios.id, usuarioId));
}

export async function findUsuarioById(db: DbOrTx, id: number) {
  const [fila] = await db.select().from(usuarios).where(eq(usuarios.id, id));
  return fila;
}
