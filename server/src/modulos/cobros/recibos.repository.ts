/** Receipts as the screens read them, and their state changes (decision 041). */
import { eq, sql, type SQL } from 'drizzle-orm';
import { euros, type EstadoRecibo, type FiltrosRecibos, type MetodoCobro } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import {
  devoluciones,
  mandatos,
  padres,
  recibos,
  recibosHistorial,
  recibosLineas,
  usuarios,
} from '../../db/schema/index';
import { consultar } from '../../db/filas';
import { patronPlegado, plegarSql } from '../../db/texto-sql';
import { enListaIds } from '../../db/lista-ids';
import type { FilaMandato } from './mandatos.repository';

/** The family's current mandate (open first, else the latest expired), as a lateral join on `r`. */
const mandatoDeFamilia = sql`left join lateral (
    select m.referencia, m.estado, m.secuencia, m.fecha_firma as "fechaFirma", m.ultimo_uso as "ultimoUso"
    from ${mandatos} m
    where m.padre_id = r.padre_id and m.estado in ('pendiente', 'activo', 'caducado')
    order by m.estado in ('pendiente', 'activo') desc, m.id desc limit 1) m on true`;

type MandatoLeido = Pick<FilaMandato, 'referencia' | 'estado' | 'secuencia' | 'fechaFirma' | 'ultimoUso'>;
const mandatoDe = (f: { mReferencia: string | null } & Record<string, unknown>): MandatoLeido | null =>
  f.mReferencia
    ? {
        referencia: f.mReferencia,
        estado: f.mEstado as MandatoLeido['estado'],
        secuencia: f.mSecuencia as MandatoLeido['secuencia'],
        fechaFirma: f.mFechaFirma as string | null,
        ultimoUso: f.mUltimoUso as string | null,
      }
    : null;

function condiciones(f: Omit<FiltrosRecibos, 'page' | 'limit'>, conEstado: boolean): SQL {
  const partes: SQL[] = [sql`r.mes = ${f.mes}`];
  if (conEstado && f.estado) partes.push(sql`r.estado = ${f.estado}`);
  if (f.colegioId) partes.push(sql`p.colegio_id = ${f.colegioId}`);
  if (f.search) {
    // Accent- and case-blind, by the shared alphabet (as the students' `busqueda` column is).
    const patron = patronPlegado(f.search);
    partes.push(sql`(${plegarSql(sql`r.familia`)} like ${patron} or lower(r.referencia) like ${patron}
      or exists (select 1 from ${recibosLineas} l where l.recibo_id = r.id and ${plegarSql(sql`l.alumno`)} like ${patron}))`);
  }
  return sql.join(partes, sql` and `);
}

/** A page of the month's receipts (by family name), with their children's names and the family's mandate. */
/** The columns every read of a receipt answers (total in cents). */
type ReciboBase = {
  id: number;
  referencia: string;
  padreId: number | null;
  familia: string;
  mes: string;
  estado: EstadoRecibo;
  total: number;
};

export async function listRecibos(
  db: DbOrTx,
  filtros: Omit<FiltrosRecibos, 'page' | 'limit'>,
  pagina: { offset: number; limit: number },
) {
  const donde = condiciones(filtros, true);
  const filas = await consultar<
    ReciboBase & {
      alumnos: string[];
      mReferencia: string | null;
      filas: number;
    }
  >(
    db,
    sql`select r.id, r.referencia, r.padre_id as "padreId", r.familia, r.mes, r.estado,
               (r.total * 100)::int as total,
               (select coalesce(json_agg(distinct l.alumno), '[]'::json) from ${recibosLineas} l
                 where l.recibo_id = r.id and l.alumno is not null) as alumnos,
               m.referencia as "mReferencia", m.estado as "mEstado", m.secuencia as "mSecuencia",
               m."fechaFirma" as "mFechaFirma", m."ultimoUso" as "mUltimoUso",
               count(*) over ()::int as filas
        from ${recibos} r left join ${padres} p on p.id = r.padre_id
        ${mandatoDeFamilia}
        where ${donde}
        order by r.familia, r.id
        limit ${pagina.limit} offset ${pagina.offset}`,
  );
  let total = filas[0]?.filas ?? 0;
  if (filas.length === 0 && pagina.offset > 0) {
    const [c] = await consultar<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${recibos} r left join ${padres} p on p.id = r.padre_id where ${donde}`,
    );
    total = c!.n;
  }
  return {
    total,
    recibos: filas.map((f) => ({
      id: f.id,
      referencia: f.referencia,
      padreId: f.padreId,
      familia: f.familia,
      mes: f.mes,
      estado: f.estado,
      total: f.total,
      alumnos: [...f.alumnos].sort((a, b) => a.localeCompare(b, 'es')),
      mandato: mandatoDe(f),
    })),
  };
}

/** Count and amount (cents) per state over the same filters, but the state's. */
export async function totalesPorEstado(db: DbOrTx, filtros: Omit<FiltrosRecibos, 'page' | 'limit'>) {
  return consultar<{ estado: EstadoRecibo; recibos: number; importe: number }>(
    db,
    sql`select r.estado, count(*)::int as recibos, coalesce(sum(r.total * 100), 0)::int as importe
        from ${recibos} r left join ${padres} p on p.id = r.padre_id
        where ${condiciones(filtros, false)} group by r.estado`,
  );
}

export interface LineaLeida {
  reciboId: number;
  alumnoId: number | null;
  alumno: string | null;
  concepto: string;
  /** Cents. */
  importe: number;
}

export async function listLineas(db: DbOrTx, reciboIds: readonly number[]): Promise<LineaLeida[]> {
  if (reciboIds.length === 0) return [];
  return consultar<LineaLeida>(
    db,
    sql`select l.recibo_id as "reciboId", l.alumno_id as "alumnoId", l.alumno, l.concepto,
               (l.importe * 100)::int as importe
        from ${recibosLineas} l where ${enListaIds(sql`l.recibo_id`, reciboIds)}
        order by l.recibo_id, l.orden`,
  );
}

/** One receipt (of one family when `padreId` is given: another's answers as missing). */
export async function findRecibo(db: DbOrTx, id: number, padreId?: number) {
  const [fila] = await consultar<
    ReciboBase & {
      metodoCobro: MetodoCobro | null;
      representar: boolean;
      mReferencia: string | null;
    }
  >(
    db,
    sql`select r.id, r.referencia, r.padre_id as "padreId", r.familia, r.mes, r.estado,
               (r.total * 100)::int as total, r.metodo_cobro as "metodoCobro", r.representar,
               m.referencia as "mReferencia", m.estado as "mEstado", m.secuencia as "mSecuencia",
               m."fechaFirma" as "mFechaFirma", m."ultimoUso" as "mUltimoUso"
        from ${recibos} r ${mandatoDeFamilia}
        where r.id = ${id} ${padreId === undefined ? sql`` : sql`and r.padre_id = ${padreId}`}`,
  );
  if (!fila) return undefined;
  const { mReferencia: _m, ...recibo } = fila;
  return { ...recibo, mandato: mandatoDe(fila) };
}

export async function listHistorial(db: DbOrTx, reciboId: number) {
  return consultar<{ estado: EstadoRecibo; fecha: string; usuario: string | null; detalle: string | null }>(
    db,
    sql`select h.estado, to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha,
               u.nombre as usuario, h.detalle
        from ${recibosHistorial} h left join ${usuarios} u on u.id = h.usuario_id
        where h.recibo_id = ${reciboId} order by h.created_at, h.id`,
  );
}

export async function listDevoluciones(db: DbOrTx, reciboId: number) {
  const filas = await consultar<{ motivo: string; gastos: number; fecha: string }>(
    db,
    sql`select d.motivo, (d.gastos * 100)::int as gastos,
               to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha
        from ${devoluciones} d where d.recibo_id = ${reciboId} order by d.id`,
  );
  return filas.map((d) => ({ ...d, gastos: euros(d.gastos) }));
}

/** The receipt's row locked for a state change (`for update`), or undefined. */
export async function findReciboBloqueando(tx: DbOrTx, id: number) {
  const [fila] = await consultar<{
    id: number;
    mes: string;
    estado: EstadoRecibo;
    metodoCobro: MetodoCobro | null;
  }>(
    tx,
    sql`select id, mes, estado, metodo_cobro as "metodoCobro" from ${recibos} where id = ${id} for update`,
  );
  return fila;
}

export async function updateEstadoRecibo(
  tx: DbOrTx,
  id: number,
  datos: { estado: EstadoRecibo; metodoCobro?: MetodoCobro | null; representar?: boolean },
) {
  await tx.update(recibos).set(datos).where(eq(recibos.id, id));
}

export async function insertDevolucion(
  tx: DbOrTx,
  datos: { reciboId: number; motivo: string; gastos: number; usuarioId: number },
) {
  await tx.insert(devoluciones).values({ ...datos, gastos: datos.gastos / 100 });
}

/** A family's receipts, newest month first. */
export async function listRecibosDePadre(db: DbOrTx, padreId: number) {
  return consultar<{ id: number; referencia: string; mes: string; estado: EstadoRecibo; total: number }>(
    db,
    sql`select id, referencia, mes, estado, (total * 100)::int as total
        from ${recibos} where padre_id = ${padreId} order by mes desc, id desc`,
  );
}
