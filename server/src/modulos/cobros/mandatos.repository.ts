/**
 * SEPA mandates (decision 041). With the XML writer (remesas.repository.ts), the only place that reads a
 * mandate's IBAN: a family's account number leaves here masked, except into a remittance file.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mandatos, padres } from '../../db/schema/index';
import { enListaIds } from '../../db/lista-ids';

const ABIERTOS = ['pendiente', 'activo'] as const;

const columnas = {
  id: mandatos.id,
  padreId: mandatos.padreId,
  referencia: mandatos.referencia,
  iban: mandatos.iban,
  titular: mandatos.titular,
  estado: mandatos.estado,
  secuencia: mandatos.secuencia,
  fechaFirma: mandatos.fechaFirma,
  ultimoUso: mandatos.ultimoUso,
};
export type FilaMandato = {
  id: number;
  padreId: number | null;
  referencia: string;
  iban: string;
  titular: string;
  estado: 'pendiente' | 'activo' | 'caducado' | 'revocado';
  secuencia: 'FRST' | 'RCUR';
  fechaFirma: string | null;
  ultimoUso: string | null;
};

/** The family's current mandate: the open one, else the latest (an expired one), else none. */
export async function findMandatoActual(db: DbOrTx, padreId: number): Promise<FilaMandato | undefined> {
  const [fila] = await db
    .select(columnas)
    .from(mandatos)
    .where(and(eq(mandatos.padreId, padreId), inArray(mandatos.estado, ['pendiente', 'activo', 'caducado'])))
    .orderBy(sql`${mandatos.estado} in ('pendiente', 'activo') desc`, desc(mandatos.id))
    .limit(1);
  return fila;
}

/** The families' open mandates (pendiente or activo), by family. */
export async function listMandatosAbiertos(db: DbOrTx, padreIds: readonly number[]) {
  if (padreIds.length === 0) return new Map<number, FilaMandato>();
  const filas = await db
    .select(columnas)
    .from(mandatos)
    .where(and(enListaIds(sql`${mandatos.padreId}`, padreIds), inArray(mandatos.estado, ABIERTOS)));
  return new Map(filas.map((f) => [f.padreId!, f]));
}

/** The family's parent record: its account (IBAN), holder and name. */
export async function findCuentaDePadre(db: DbOrTx, filtro: { padreId: number } | { usuarioId: number }) {
  const [fila] = await db
    .select({
      padreId: padres.id,
      iban: padres.cuentaBancaria,
      titular: padres.titularCuenta,
      nombre: padres.nombre,
      apellidos: padres.apellidos,
    })
    .from(padres)
    .where('padreId' in filtro ? eq(padres.id, filtro.padreId) : eq(padres.usuarioId, filtro.usuarioId));
  return fila;
}

/**
 * A new mandate of the family, its reference 'RBE-{family}-{n}' (n: the family's mandates so far + 1),
 * unique and within 35 SEPA characters.
 */
export async function insertMandato(
  tx: DbOrTx,
  datos: {
    padreId: number;
    iban: string;
    titular: string;
    estado: 'pendiente' | 'activo';
    fechaFirma?: string | null;
    papel?: boolean;
    registradoPorId?: number | null;
    versionTexto?: string | null;
  },
): Promise<FilaMandato> {
  const [fila] = await tx
    .insert(mandatos)
    .values({
      ...datos,
      referencia: sql`'RBE-' || ${datos.padreId}::text || '-' ||
        ((select count(*) from ${mandatos} m where m.padre_id = ${datos.padreId}) + 1)::text`,
    })
    .returning(columnas);
  return fila!;
}

/** Ends the family's open mandate: `revocado` (a new account) or `caducado` (36 months unused). */
export async function terminarAbierto(tx: DbOrTx, padreId: number, estado: 'revocado' | 'caducado') {
  await tx
    .update(mandatos)
    .set({ estado, finalizadoAt: new Date() })
    .where(and(eq(mandatos.padreId, padreId), inArray(mandatos.estado, ABIERTOS)));
}

export async function updateTitular(tx: DbOrTx, id: number, titular: string) {
  await tx.update(mandatos).set({ titular }).where(eq(mandatos.id, id));
}

/** A pending mandate accepted in the portal. */
export async function activarMandato(
  tx: DbOrTx,
  id: number,
  datos: {
    fechaFirma: string;
    aceptadoPorId: number;
    nombreFirmante: string;
    ip: string;
    versionTexto: string;
  },
): Promise<FilaMandato> {
  const [fila] = await tx
    .update(mandatos)
    .set({ ...datos, estado: 'activo' })
    .where(eq(mandatos.id, id))
    .returning(columnas);
  return fila!;
}

/** Active mandates found past their 36 months by a write (a remittance) are stored as `caducado`. */
export async function marcarCaducados(tx: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update ${mandatos} set estado = 'caducado', finalizado_at = now(), updated_at = now()
        where ${enListaIds(sql`id`, ids)} and estado = 'activo'`,
  );
}

/** After a remittance: RCUR, last used on its collection date. */
export async function marcarUsados(tx: DbOrTx, ids: readonly number[], fechaCobro: string) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update ${mandatos} set secuencia = 'RCUR', ultimo_uso = ${fechaCobro}::date, updated_at = now()
        where ${enListaIds(sql`id`, ids)}`,
  );
}
