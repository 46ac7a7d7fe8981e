/**
 * What a month's generation reads and writes (decision 041): a handful of set-based statements, whatever
 * the number of families (8,000 students run the same ones as 8).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  alumnos,
  devoluciones,
  grupos,
  matriculas,
  padres,
  recibos,
  recibosHistorial,
  recibosLineas,
  sesiones,
} from '../../db/schema/index';
import { consultar } from '../../db/filas';
import { insertarMuchas } from '../../db/insercion-masiva';
import { enListaIds } from '../../db/lista-ids';
import type { AlumnoGrupoMes, GastoPendiente, LineaCalculada } from './calcular-recibos';

/** '2026-11' → the month's first day and the next month's first day. */
export function rangoMes(mes: string): { inicio: string; fin: string } {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  const siguiente = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { inicio: `${mes}-01`, fin: `${siguiente}-01` };
}

/**
 * Serialises the writes of one month's receipts (a generation, a remittance taking them) across processes:
 * a transaction-scoped advisory lock keyed by the month.
 */
export async function bloquearMes(tx: DbOrTx, mes: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cobros:${mes}`}))`);
}

/**
 * Per child of a family and billed group (cuota > 0) enrolled at some time in the month: the group's
 * sessions in the month (b), those not cancelled inside the child's enrolments (a), and the cancelled
 * ones inside them. One grouped query over the month's sessions and the enrolments that overlap it.
 */
export async function listAlumnosGrupoMes(db: DbOrTx, mes: string) {
  const { inicio, fin } = rangoMes(mes);
  return consultar<AlumnoGrupoMes & { padreId: number }>(
    db,
    sql`
    with sesiones_mes as (
      select s.grupo_id, s.fecha, s.estado
      from ${sesiones} s join ${grupos} g on g.id = s.grupo_id and g.cuota_mensual > 0
      where s.fecha >= ${inicio}::timestamp and s.fecha < ${fin}::timestamp
    ), totales as (
      select grupo_id, count(*)::int as sesiones from sesiones_mes group by grupo_id
    ), tramos as (
      select m.alumno_id, m.grupo_id, m.desde, m.hasta from ${matriculas} m
      where m.desde < ${fin}::date and (m.hasta is null or m.hasta > ${inicio}::date)
    )
    select a.padre_id as "padreId", a.id as "alumnoId", a.nombre || ' ' || a.apellidos as alumno,
           g.id as "grupoId", g.nombre as grupo, (g.cuota_mensual * 100)::int as cuota,
           t.sesiones,
           count(s.fecha) filter (where s.estado <> 'cancelada')::int as dadas,
           count(s.fecha) filter (where s.estado = 'cancelada')::int as canceladas
    from tramos m
    join ${alumnos} a on a.id = m.alumno_id and a.padre_id is not null
    join ${grupos} g on g.id = m.grupo_id and g.cuota_mensual > 0
    join totales t on t.grupo_id = m.grupo_id
    left join sesiones_mes s on s.grupo_id = m.grupo_id and s.fecha >= m.desde
      and (m.hasta is null or s.fecha < m.hasta)
    group by a.padre_id, a.id, a.nombre, a.apellidos, g.id, g.nombre, g.cuota_mensual, t.sesiones`,
  );
}

/** The families by id: their name (as receipts show it) and AMPA membership. */
export async function listFamilias(db: DbOrTx, padreIds: readonly number[]) {
  if (padreIds.length === 0) return [];
  return consultar<{ padreId: number; familia: string; socioAmpa: boolean }>(
    db,
    sql`select p.id as "padreId", btrim(p.nombre || ' ' || coalesce(p.apellidos, '')) as familia,
               p.socio_ampa as "socioAmpa"
        from ${padres} p where ${enListaIds(sql`p.id`, padreIds)}`,
  );
}

/**
 * Children who had the matrícula on a receipt of another month of the same school year. Read from the
 * school year's receipts (by month), not from a list of the month's children: a list of 8,000 ids against
 * lines the planner has no statistics for yet (a month billed right after the previous one) made it scan
 * every line once per child, seconds instead of milliseconds.
 */
export async function listConMatricula(
  db: DbOrTx,
  mes: string,
  curso: { desde: string; hasta: string },
): Promise<Set<number>> {
  const filas = await consultar<{ alumnoId: number }>(
    db,
    sql`select distinct l.alumno_id as "alumnoId"
        from ${recibos} r join ${recibosLineas} l on l.recibo_id = r.id
        where r.mes between ${curso.desde} and ${curso.hasta} and r.mes <> ${mes}
          and l.tipo = 'matricula' and l.alumno_id is not null`,
  );
  return new Set(filas.map((f) => f.alumnoId));
}

/**
 * Bank fees of returns of earlier months' receipts not yet charged on a kept receipt (a line of this
 * month's pending receipt does not count: that receipt is being rewritten).
 */
export async function listGastosPendientes(db: DbOrTx, mes: string) {
  return consultar<GastoPendiente & { padreId: number }>(
    db,
    sql`select d.id as "devolucionId", r.referencia, d.motivo, (d.gastos * 100)::int as importe,
               r.padre_id as "padreId"
        from ${devoluciones} d join ${recibos} r on r.id = d.recibo_id
        where d.gastos > 0 and r.mes < ${mes} and r.padre_id is not null
          and not exists (
            select 1 from ${recibosLineas} l join ${recibos} r2 on r2.id = l.recibo_id
            where l.devolucion_id = d.id and not (r2.mes = ${mes} and r2.estado = 'pendiente'))
        order by d.id`,
  );
}

export interface ReciboExistente {
  id: number;
  padreId: number;
  referencia: string;
  estado: 'pendiente' | 'emitido' | 'cobrado' | 'devuelto';
  /** Cents. */
  total: number;
  /** `firmaLineas` of its stored lines. */
  firma: string;
}

/** The month's receipts of families that still exist, with the firma of their lines. */
export async function listRecibosDelMes(db: DbOrTx, mes: string) {
  return consultar<ReciboExistente>(
    db,
    sql`select r.id, r.padre_id as "padreId", r.referencia, r.estado, (r.total * 100)::int as total,
               coalesce((select string_agg(concat_ws('|', l.tipo, coalesce(l.alumno_id::text, ''),
                   coalesce(l.grupo_id::text, ''), coalesce(l.devolucion_id::text, ''), l.concepto,
                   ((l.importe * 100)::int)::text), E'\n' order by l.orden)
                 from ${recibosLineas} l where l.recibo_id = r.id), '') as firma
        from ${recibos} r where r.mes = ${mes} and r.padre_id is not null`,
  );
}

export async function deleteLineasDe(tx: DbOrTx, reciboIds: readonly number[]) {
  if (reciboIds.length)
    await tx.execute(sql`delete from ${recibosLineas} where ${enListaIds(sql`recibo_id`, reciboIds)}`);
}

export async function deleteRecibos(tx: DbOrTx, reciboIds: readonly number[]) {
  if (reciboIds.length) await tx.execute(sql`delete from ${recibos} where ${enListaIds(sql`id`, reciboIds)}`);
}

/** New totals and payer names of rewritten receipts, in one statement. */
export async function updateTotales(
  tx: DbOrTx,
  filas: readonly { id: number; total: number; familia: string }[],
) {
  if (filas.length === 0) return;
  await tx.execute(sql`
    update ${recibos} set total = v.total / 100.0, familia = v.familia, updated_at = now()
    from json_to_recordset(${JSON.stringify(filas)}::json) as v(id int, total int, familia text)
    where ${recibos.id} = v.id`);
}

export async function insertRecibos(
  tx: DbOrTx,
  filas: readonly { referencia: string; padreId: number; familia: string; mes: string; total: number }[],
) {
  return insertarMuchas(
    tx,
    recibos,
    filas.map((f) => ({ ...f, total: f.total / 100 })),
    { devolver: ['id'] },
  );
}

export async function insertLineas(
  tx: DbOrTx,
  filas: readonly { reciboId: number; lineas: LineaCalculada[] }[],
) {
  const todas = filas.flatMap(({ reciboId, lineas }) =>
    lineas.map((l, orden) => ({
      reciboId,
      orden,
      tipo: l.tipo,
      alumnoId: l.alumnoId,
      alumno: l.alumno,
      grupoId: l.grupoId,
      devolucionId: l.devolucionId,
      concepto: l.concepto,
      importe: l.importe / 100,
    })),
  );
  if (todas.length) await insertarMuchas(tx, recibosLineas, todas);
}

export async function insertHistorial(
  tx: DbOrTx,
  filas: readonly {
    reciboId: number;
    estado: 'pendiente' | 'emitido' | 'cobrado' | 'devuelto';
    usuarioId: number | null;
    detalle: string | null;
  }[],
) {
  if (filas.length) await insertarMuchas(tx, recibosHistorial, filas);
}

/** The month's total in cents after a generation. */
export async function totalDelMes(db: DbOrTx, mes: string): Promise<number> {
  const [fila] = await consultar<{ total: number }>(
    db,
    sql`select coalesce(sum(total * 100), 0)::int as total from ${recibos} where mes = ${mes}`,
  );
  return fila!.total;
}
