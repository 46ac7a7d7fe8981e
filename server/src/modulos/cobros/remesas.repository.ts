/** Remittances: what goes into one, what it did, and what its pain.008 file is made of (decision 041). */
import { sql } from 'drizzle-orm';
import type { VersionSepa } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { mandatos, padres, recibos, remesas, remesasRecibos, usuarios } from '../../db/schema/index';
import { consultar } from '../../db/filas';
import { insertarMuchas } from '../../db/insercion-masiva';
import { enListaIds } from '../../db/lista-ids';
import type { CobroRemesa } from './remesa-xml';

export interface ReciboRemesable {
  id: number;
  referencia: string;
  padreId: number;
  familia: string;
  mes: string;
  /** Cents. */
  total: number;
}

/**
 * The receipts a remittance of `mes` takes, locked (`for update`) so two remittances never take one:
 * the month's `pendiente` ones and the returned ones marked for re-presentation up to that month, of
 * families that still exist, with something to collect.
 */
export async function listRecibosRemesables(tx: DbOrTx, mes: string) {
  return consultar<ReciboRemesable>(
    tx,
    sql`select r.id, r.referencia, r.padre_id as "padreId", r.familia, r.mes, (r.total * 100)::int as total
        from ${recibos} r
        where r.padre_id is not null and r.total > 0
          and ((r.mes = ${mes} and r.estado = 'pendiente')
            or (r.estado = 'devuelto' and r.representar and r.mes <= ${mes}))
        order by r.familia, r.id
        for update of r`,
  );
}

/** Each family's full name and account e-mail (the pre-notification's addressee). */
export async function listDestinatarios(tx: DbOrTx, padreIds: readonly number[]) {
  if (padreIds.length === 0) return new Map<number, { nombre: string; email: string }>();
  const filas = await consultar<{ padreId: number; nombre: string; email: string }>(
    tx,
    sql`select p.id as "padreId", btrim(p.nombre || ' ' || coalesce(p.apellidos, '')) as nombre, u.email
        from ${padres} p join ${usuarios} u on u.id = p.usuario_id
        where ${enListaIds(sql`p.id`, padreIds)}`,
  );
  return new Map(filas.map((f) => [f.padreId, { nombre: f.nombre, email: f.email }]));
}

export interface NuevaRemesa extends CobroRemesa {
  mes: string;
  numRecibos: number;
  /** Cents. */
  total: number;
  creadaPorId: number;
}

export async function insertRemesa(tx: DbOrTx, r: NuevaRemesa): Promise<number> {
  const [fila] = await tx
    .insert(remesas)
    .values({ ...r, total: r.total / 100 })
    .returning({ id: remesas.id });
  return fila!.id;
}

export async function insertAdeudos(
  tx: DbOrTx,
  filas: readonly {
    remesaId: number;
    reciboId: number;
    mandatoId: number;
    secuencia: 'FRST' | 'RCUR';
    importe: number;
    concepto: string;
  }[],
) {
  await insertarMuchas(
    tx,
    remesasRecibos,
    filas.map((f) => ({ ...f, importe: f.importe / 100 })),
  );
}

/** The remittance's receipts become `emitido` (no longer marked for re-presentation). */
export async function emitirRecibos(tx: DbOrTx, ids: readonly number[]) {
  await tx.execute(
    sql`update ${recibos} set estado = 'emitido', representar = false, metodo_cobro = null, updated_at = now()
        where ${enListaIds(sql`id`, ids)}`,
  );
}

/** The remittances, newest first, a page at a time. */
export async function listRemesas(db: DbOrTx, pagina: { offset: number; limit: number }) {
  const filas = await consultar<{
    id: number;
    mes: string;
    fechaCobro: string;
    versionSepa: VersionSepa;
    recibos: number;
    total: number;
    creadaEn: string;
    creadaPor: string | null;
    filas: number;
  }>(
    db,
    sql`select r.id, r.mes, r.fecha_cobro::text as "fechaCobro", r.version_sepa as "versionSepa",
               r.num_recibos as recibos, (r.total * 100)::int as total,
               to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "creadaEn",
               u.nombre as "creadaPor", count(*) over ()::int as filas
        from ${remesas} r left join ${usuarios} u on u.id = r.creada_por_id
        order by r.created_at desc, r.id desc
        limit ${pagina.limit} offset ${pagina.offset}`,
  );
  return filas;
}

export async function contarRemesas(db: DbOrTx): Promise<number> {
  const [fila] = await consultar<{ n: number }>(db, sql`select count(*)::int as n from ${remesas}`);
  return fila!.n;
}

/** A remittance's header (the creditor as it was) for its file. */
export async function findRemesa(db: DbOrTx, id: number) {
  const [fila] = await db
    .select({
      id: remesas.id,
      mes: remesas.mes,
      fechaCobro: remesas.fechaCobro,
      versionSepa: remesas.versionSepa,
      acreedorNombre: remesas.acreedorNombre,
      acreedorIdentificador: remesas.acreedorIdentificador,
      acreedorIban: remesas.acreedorIban,
      acreedorBic: remesas.acreedorBic,
      createdAt: remesas.createdAt,
    })
    .from(remesas)
    .where(sql`${remesas.id} = ${id}`);
  return fila;
}

export interface AdeudoXml {
  referencia: string;
  /** Cents. */
  importe: number;
  secuencia: 'FRST' | 'RCUR';
  concepto: string;
  mandato: string;
  fechaFirma: string;
  iban: string;
  titular: string;
}

/** The debits of a remittance with their mandate data, in the order they were taken. */
export async function listAdeudos(db: DbOrTx, remesaId: number) {
  return consultar<AdeudoXml>(
    db,
    sql`select r.referencia, (a.importe * 100)::int as importe, a.secuencia, a.concepto,
               m.referencia as mandato, m.fecha_firma::text as "fechaFirma", m.iban, m.titular
        from ${remesasRecibos} a
        join ${recibos} r on r.id = a.recibo_id
        join ${mandatos} m on m.id = a.mandato_id
        where a.remesa_id = ${remesaId}
        order by a.id`,
  );
}
