import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tokens, usuarios, type Token } from '../../db/schema/index';

type Proposito = Token['proposito'];

export async function insertToken(
  db: DbOrTx,
  datos: { usuarioId: number; tokenHash: string; proposito: Proposito; expiresAt: Date },
) {
  await db.insert(tokens).values(datos);
}

/** Earlier links of these purposes stop working when a new one is sent. */
export async function anularTokens(db: DbOrTx, usuarioId: number, propositos: Proposito[]) {
  await db
    .update(tokens)
    .set({ usadoAt: sql`now()` })
    .where(
      and(eq(tokens.usuarioId, usuarioId), inArray(tokens.proposito, propositos), isNull(tokens.usadoAt)),
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
