/** Receipts: the office's list and detail, their state changes with history, and a family's own. */
import {
  euros,
  mensajesCobros,
  mensajesError,
  paginacionDe,
  type Cobrado,
  type Devolucion,
  type FiltrosRecibos,
  type ListaRecibos,
  type Recibo,
  type ReciboPadre,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { insertHistorial } from './generacion.repository';
import { aMandato } from './mandatos.service';
import {
  findRecibo,
  findReciboBloqueando,
  insertDevolucion,
  listDevoluciones,
  listHistorial,
  listLineas,
  listRecibos,
  listRecibosDePadre,
  totalesPorEstado,
  updateEstadoRecibo,
  type LineaLeida,
} from './recibos.repository';
import { puedeDevolverse, puedeMarcarseCobrado } from './reglas';

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);

const aLinea = (l: LineaLeida) => ({
  alumnoId: l.alumnoId,
  alumno: l.alumno,
  concepto: l.concepto,
  importe: euros(l.importe),
});

export async function listarRecibos(db: Db, query: FiltrosRecibos): Promise<ListaRecibos> {
  const { page, limit, ...filtros } = query;
  const hoy = hoyEscuela();
  const { total, recibos } = await listRecibos(db, filtros, { offset: (page - 1) * limit, limit });
  const totales = await totalesPorEstado(db, filtros);
  return {
    recibos: recibos.map((r) => ({
      ...r,
      total: euros(r.total),
      mandato: r.mandato ? aMandato(r.mandato, hoy) : null,
    })),
    paginacion: paginacionDe(total, page, limit),
    totales: totales.map((t) => ({ ...t, importe: euros(t.importe) })),
  };
}

/** The contract's receipt: lines, history (who and when), returns and the family's mandate. */
export async function obtenerRecibo(db: Db, id: number): Promise<Recibo> {
  const recibo = await findRecibo(db, id);
  if (!recibo) throw noEncontrado();
  const [lineas, historial, devoluciones] = [
    await listLineas(db, [id]),
    await listHistorial(db, id),
    await listDevoluciones(db, id),
  ];
  return {
    ...recibo,
    total: euros(recibo.total),
    mandato: recibo.mandato ? aMandato(recibo.mandato) : null,
    lineas: lineas.map(aLinea),
    historial,
    devoluciones,
  };
}

/** POST …/cobrado: paid outside a remittance (or a remittance's debit confirmed), with how. */
export async function marcarCobrado(db: Db, id: number, usuarioId: number, { metodo }: Cobrado) {
  await db.transaction(async (tx) => {
    const recibo = await findReciboBloqueando(tx, id);
    if (!recibo) throw noEncontrado();
    if (!puedeMarcarseCobrado(recibo.estado)) throw new AppError('conflict', mensajesCobros.noCobrable);
    await updateEstadoRecibo(tx, id, { estado: 'cobrado', metodoCobro: metodo, representar: false });
    await insertHistorial(tx, [{ reciboId: id, estado: 'cobrado', usuarioId, detalle: metodo }]);
  });
  return obtenerRecibo(db, id);
}

/**
 * POST …/devolucion: the bank returned the debit (reason code, fee). The receipt becomes `devuelto`; with
 * `representar` it goes into the next remittance; the fee becomes a line of the family's next receipt.
 */
export async function registrarDevolucion(db: Db, id: number, usuarioId: number, datos: Devolucion) {
  await db.transaction(async (tx) => {
    const recibo = await findReciboBloqueando(tx, id);
    if (!recibo) throw noEncontrado();
    if (!puedeDevolverse(recibo.estado, recibo.metodoCobro)) {
      throw new AppError('conflict', mensajesCobros.noDevolvible);
    }
    const gastos = Math.round(datos.gastos * 100);
    await insertDevolucion(tx, { reciboId: id, motivo: datos.motivo, gastos, usuarioId });
    await updateEstadoRecibo(tx, id, {
      estado: 'devuelto',
      metodoCobro: null,
      representar: datos.representar,
    });
    await insertHistorial(tx, [
      {
        reciboId: id,
        estado: 'devuelto',
        usuarioId,
        detalle: `${datos.motivo}${datos.representar ? ' · se volverá a presentar' : ''}`,
      },
    ]);
  });
  return obtenerRecibo(db, id);
}

/** GET /api/padres/recibos: the family's receipts with their lines. */
export async function recibosDeFamilia(db: Db, padreId: number): Promise<ReciboPadre[]> {
  const recibos = await listRecibosDePadre(db, padreId);
  const lineas = await listLineas(
    db,
    recibos.map((r) => r.id),
  );
  return recibos.map((r) => ({
    ...r,
    total: euros(r.total),
    lineas: lineas.filter((l) => l.reciboId === r.id).map(aLinea),
  }));
}

/** One receipt with its lines for a PDF: the office's any, a family's only its own (another's → 404). */
export async function reciboParaPdf(db: Db, id: number, padreId?: number) {
  const recibo = await findRecibo(db, id, padreId);
  if (!recibo) throw noEncontrado();
  return { ...recibo, lineas: await listLineas(db, [id]) };
}
