/**
 * The outbox table `correos` (docs/decisions/034-outbox.md). A claim is one statement: it picks the due
 * rows with FOR UPDATE SKIP LOCKED and moves them to 'enviando' with a lease, so two workers (in one
 * process or in several against one PostgreSQL) never hold the same row; a worker's result is written
 * only while its claim still stands (same state and attempt count).
 */
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { PgTransaction, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { correos, type EstadoCorreo } from '../../db/schema/index';
import { insertarMuchas } from '../../db/insercion-masiva';

export type Canal = (typeof correos.canal.enumValues)[number];

export interface NuevoCorreo {
  canal: Canal;
  to: string;
  subject: string;
  text: string;
  html: string;
  estado: Extract<EstadoCorreo, 'pendiente' | 'local'>;
}

export interface CorreoReclamado {
  id: number;
  canal: Canal;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Attempts including this one: the fence of the claim. */
  intentos: number;
}

/** Whether `db` is a transaction (its rows are visible to a worker only once it commits). */
export const esTransaccion = (db: DbOrTx): boolean => db instanceof PgTransaction;

const segundos = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Answers the new rows' ids in the order given (one statement per 2,000 rows). */
export async function insertCorreos(db: DbOrTx, filas: NuevoCorreo[]): Promise<number[]> {
  if (filas.length === 0) return [];
  const creados = await insertarMuchas(db, correos, filas, { devolver: ['id'] });
  return creados.map((c) => c.id);
}

/** Claims up to `limite` due rows of the channels for `arriendoMs`, oldest due first. */
export async function reclamarCorreos(
  db: DbOrTx,
  opciones: { canales: readonly Canal[]; limite: number; arriendoMs: number },
): Promise<CorreoReclamado[]> {
  const vencidos = db
    .select({ id: correos.id })
    .from(correos)
    .where(
      and(
        inArray(correos.estado, ['pendiente', 'enviando']),
        lte(correos.proximoIntentoAt, sql`now()`),
        inArray(correos.canal, [...opciones.canales]),
      ),
    )
    .orderBy(asc(correos.proximoIntentoAt))
    .limit(opciones.limite)
    .for('update', { skipLocked: true });
  return db
    .update(correos)
    .set({
      estado: 'enviando',
      intentos: sql`${correos.intentos} + 1`,
      proximoIntentoAt: segundos(opciones.arriendoMs),
    })
    .where(inArray(correos.id, vencidos))
    .returning({
      id: correos.id,
      canal: correos.canal,
      to: correos.to,
      subject: correos.subject,
      text: correos.text,
      html: correos.html,
      intentos: correos.intentos,
    });
}

/** Writes a worker's result while its claim stands; false when the claim was lost meanwhile. */
async function cerrarReclamo(
  db: DbOrTx,
  r: Pick<CorreoReclamado, 'id' | 'intentos'>,
  valores: PgUpdateSetSource<typeof correos>,
): Promise<boolean> {
  const filas = await db
    .update(correos)
    .set(valores)
    .where(and(eq(correos.id, r.id), eq(correos.estado, 'enviando'), eq(correos.intentos, r.intentos)))
    .returning({ id: correos.id });
  return filas.length > 0;
}

/** Sent: the stored copy keeps only the redacted text. */
export function marcarEnviado(
  db: DbOrTx,
  r: Pick<CorreoReclamado, 'id' | 'intentos'>,
  copia: { text: string; html: string },
): Promise<boolean> {
  return cerrarReclamo(db, r, { estado: 'enviado', sentAt: sql`now()`, error: null, ...copia });
}

/** A failed attempt: due again after `esperaMs`. */
export function marcarReintento(
  db: DbOrTx,
  r: Pick<CorreoReclamado, 'id' | 'intentos'>,
  error: string,
  esperaMs: number,
): Promise<boolean> {
  return cerrarReclamo(db, r, { estado: 'pendiente', error, proximoIntentoAt: segundos(esperaMs) });
}

/** The last attempt failed: given up, with the error and the redacted copy kept. */
export function marcarFallido(
  db: DbOrTx,
  r: Pick<CorreoReclamado, 'id' | 'intentos'>,
  error: string,
  copia: { text: string; html: string },
): Promise<boolean> {
  return cerrarReclamo(db, r, { estado: 'fallido', error, ...copia });
}

/** Claimed rows a stopping worker did not get to: due again at once, the claim's attempt undone. */
export async function liberarCorreos(
  db: DbOrTx,
  reclamados: Pick<CorreoReclamado, 'id' | 'intentos'>[],
): Promise<void> {
  if (reclamados.length === 0) return;
  const pares = sql.join(
    reclamados.map((r) => sql`(${r.id}::int, ${r.intentos}::int)`),
    sql`, `,
  );
  await db
    .update(correos)
    .set({ estado: 'pendiente', intentos: sql`${correos.intentos} - 1`, proximoIntentoAt: sql`now()` })
    .where(and(eq(correos.estado, 'enviando'), sql`(${correos.id}, ${correos.intentos}) in (${pares})`));
}

/** Milliseconds until the next row of the channels is due (0 when one is due now), or null with none. */
export async function msHastaElProximo(db: DbOrTx, canales: readonly Canal[]): Promise<number | null> {
  const [fila] = await db
    .select({
      // NULL when there is none (greatest() would turn it into 0).
      ms: sql<number | null>`extract(epoch from min(${correos.proximoIntentoAt}) - now()) * 1000`,
    })
    .from(correos)
    .where(and(inArray(correos.estado, ['pendiente', 'enviando']), inArray(correos.canal, [...canales])));
  return fila?.ms == null ? null : Math.max(0, Number(fila.ms));
}

export interface CorreoLocal {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** The newest messages kept without SMTP_URL (/correo-local). */
export async function listCorreosLocales(db: DbOrTx, limite: number): Promise<CorreoLocal[]> {
  return db
    .select({
      id: correos.id,
      to: correos.to,
      subject: correos.subject,
      text: correos.text,
      createdAt: correos.createdAt,
    })
    .from(correos)
    .where(eq(correos.estado, 'local'))
    .orderBy(desc(correos.createdAt), desc(correos.id))
    .limit(limite);
}

/** Retention: sent and local rows after `dias.enviados` days, given-up ones after `dias.fallidos`. */
export async function purgarCorreos(
  db: DbOrTx,
  dias: { enviados: number; fallidos: number },
): Promise<number> {
  const viejos = (estados: EstadoCorreo[], d: number) =>
    and(inArray(correos.estado, estados), sql`${correos.createdAt} < now() - make_interval(days => ${d})`);
  const borrados = await db
    .delete(correos)
    .where(or(viejos(['enviado', 'local'], dias.enviados), viejos(['fallido'], dias.fallidos)))
    .returning({ id: correos.id });
  return borrados.length;
}
