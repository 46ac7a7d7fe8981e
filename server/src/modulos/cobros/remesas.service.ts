/**
 * Remittances (DESIGN.md §9, decision 041). Creating one takes the month's pending receipts (and returned
 * ones marked for re-presentation) of families with a usable mandate, in one transaction: the remittance
 * and its debits (each with the mandate and sequence it goes with), the receipts `emitido` with history,
 * the mandates RCUR and last used, and each family's pre-notification queued in the outbox. Its file is
 * written on download from what was stored, so the same remittance always gives the same debits.
 */
import { Readable } from 'node:stream';
import {
  euros,
  mensajeFechaCobroMinima,
  mensajesCobros,
  mensajesError,
  paginacionDe,
  type CrearRemesa,
  type ListaRemesas,
  type RemesaCreada,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { agruparPor } from '../../lib/agrupar';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import type { ContextoCorreo } from '../cuentas/cuentas.service';
import { findAjustesCobros } from './ajustes-cobros.repository';
import { mesEnTexto } from './calcular-recibos';
import { correoPreaviso } from './correo-preaviso';
import { bloquearMes, insertHistorial } from './generacion.repository';
import { listMandatosAbiertos, marcarCaducados, marcarUsados } from './mandatos.repository';
import { listLineas } from './recibos.repository';
import { estadoMandato, fechaCobroMinima, usarMandato } from './reglas';
import { idMensajeRemesa, trozosXmlRemesa } from './remesa-xml';
import {
  contarRemesas,
  emitirRecibos,
  findRemesa,
  insertAdeudos,
  insertRemesa,
  listAdeudos,
  listDestinatarios,
  listRecibosRemesables,
  listRemesas,
  type ReciboRemesable,
} from './remesas.repository';

/**
 * Pre-notifications built and queued together. Small enough that a batch's messages and their insert die
 * young: with 500, each batch outlived the young generation and the old one grew ~7 MB a batch until a
 * full collection (the cobros job's peak 173–195 MB; 172–178 with 100, decision 058). 4,000 families are
 * 40 batches.
 */
const LOTE_PREAVISOS = 100;

export async function crearRemesa(
  ctx: Pick<ContextoCorreo, 'db' | 'correo'>,
  usuarioId: number,
  { mes, fechaCobro }: CrearRemesa,
): Promise<RemesaCreada> {
  const ajustes = await findAjustesCobros(ctx.db);
  const hoy = hoyEscuela();
  const minima = fechaCobroMinima(hoy, ajustes.diasPreaviso);
  if (fechaCobro < minima) {
    throw new AppError('bad_request', mensajeFechaCobroMinima(minima, ajustes.diasPreaviso), {
      field: 'fechaCobro',
    });
  }
  if (!ajustes.acreedorNombre || !ajustes.acreedorIdentificador || !ajustes.acreedorIban) {
    throw new AppError('bad_request', mensajesCobros.sinAcreedor);
  }

  return ctx.db.transaction(async (tx) => {
    await bloquearMes(tx, mes);
    const candidatos = await listRecibosRemesables(tx, mes);
    const mandatos = await listMandatosAbiertos(tx, [...new Set(candidatos.map((r) => r.padreId))]);
    const caducados = [...mandatos.values()].filter((m) => estadoMandato(m, hoy) === 'caducado');
    await marcarCaducados(
      tx,
      caducados.map((m) => m.id),
    );

    const incluidos: (ReciboRemesable & { mandatoId: number; secuencia: 'FRST' | 'RCUR' })[] = [];
    const sinMandato = new Map<number, string>();
    for (const r of candidatos) {
      const m = mandatos.get(r.padreId);
      if (m && estadoMandato(m, hoy) === 'activo' && m.fechaFirma) {
        incluidos.push({ ...r, mandatoId: m.id, secuencia: usarMandato(m, fechaCobro).secuencia });
      } else sinMandato.set(r.padreId, r.familia);
    }
    const sinMandatoLista = [...sinMandato].map(([padreId, nombre]) => ({ padreId, nombre }));
    if (incluidos.length === 0) {
      const faltan = sinMandatoLista.length
        ? ` ${sinMandatoLista.length} familia${sinMandatoLista.length === 1 ? '' : 's'} sin mandato activo: ` +
          sinMandatoLista
            .slice(0, 5)
            .map((f) => f.nombre)
            .join(', ') +
          (sinMandatoLista.length > 5 ? '…' : '.')
        : '';
      throw new AppError('bad_request', `${mensajesCobros.sinRecibos}.${faltan}`);
    }

    const total = incluidos.reduce((s, r) => s + r.total, 0);
    const remesaId = await insertRemesa(tx, {
      mes,
      fechaCobro,
      versionSepa: ajustes.versionSepa,
      acreedorNombre: ajustes.acreedorNombre,
      acreedorIdentificador: ajustes.acreedorIdentificador,
      acreedorIban: ajustes.acreedorIban,
      acreedorBic: ajustes.acreedorBic,
      numRecibos: incluidos.length,
      total,
      creadaPorId: usuarioId,
    });
    await insertAdeudos(
      tx,
      incluidos.map((r) => ({
        remesaId,
        reciboId: r.id,
        mandatoId: r.mandatoId,
        secuencia: r.secuencia,
        importe: r.total,
        concepto: `RoboEscuela recibo ${mesEnTexto(r.mes)} ref ${r.referencia}`,
      })),
    );
    const ids = incluidos.map((r) => r.id);
    await emitirRecibos(tx, ids);
    await insertHistorial(
      tx,
      incluidos.map((r) => ({
        reciboId: r.id,
        estado: 'emitido' as const,
        usuarioId,
        detalle: `Remesa ${idMensajeRemesa(remesaId)} · cobro el ${fechaCobro.split('-').reverse().join('/')}`,
      })),
    );
    await marcarUsados(tx, [...new Set(incluidos.map((r) => r.mandatoId))], fechaCobro);

    // One pre-notification per family, with every receipt of theirs in this remittance.
    const destinatarios = await listDestinatarios(tx, [...new Set(incluidos.map((r) => r.padreId))]);
    const porFamilia = agruparPor(incluidos, (r) => r.padreId);
    const familias = [...porFamilia];
    const preavisos = async (lote: typeof familias) => {
      const lineas = agruparPor(
        await listLineas(
          tx,
          lote.flatMap(([, suyos]) => suyos.map((r) => r.id)),
        ),
        (l) => l.reciboId,
      );
      return lote.flatMap(([padreId, suyos]) => {
        const d = destinatarios.get(padreId);
        if (!d) return [];
        return [
          correoPreaviso({
            to: d.email,
            nombre: d.nombre,
            acreedorNombre: ajustes.acreedorNombre,
            acreedorIdentificador: ajustes.acreedorIdentificador,
            fechaCobro,
            mandato: mandatos.get(padreId)!.referencia,
            recibos: suyos.map((r) => ({
              referencia: r.referencia,
              mes: r.mes,
              total: r.total,
              lineas: lineas.get(r.id) ?? [],
            })),
          }),
        ];
      });
    };
    // Read, built and queued a batch at a time: 8,000 families' lines and messages are never all in memory.
    for (let i = 0; i < familias.length; i += LOTE_PREAVISOS) {
      await ctx.correo.encolar(tx, await preavisos(familias.slice(i, i + LOTE_PREAVISOS)));
    }

    return { id: remesaId, recibos: incluidos.length, total: euros(total), sinMandato: sinMandatoLista };
  });
}

export async function listarRemesas(
  db: Db,
  { page, limit }: { page: number; limit: number },
): Promise<ListaRemesas> {
  const ajustes = await findAjustesCobros(db);
  const filas = await listRemesas(db, { offset: (page - 1) * limit, limit });
  const total = filas[0]?.filas ?? (page > 1 ? await contarRemesas(db) : 0);
  return {
    remesas: filas.map(({ filas: _f, ...r }) => ({ ...r, total: euros(r.total) })),
    paginacion: paginacionDe(total, page, limit),
    fechaCobroMinima: fechaCobroMinima(hoyEscuela(), ajustes.diasPreaviso),
  };
}

/**
 * GET …/xml: the file and its name. Written a hundred debits at a time (`trozosXmlRemesa`, decision 053)
 * and sent as it is written: neither the library's tree of nodes nor the whole file (4.4 MB for 8,000
 * debits, with its copies as a buffer and compressed) is ever held at once. The debits are read before
 * the first byte goes out, so a failed read is still an error answer.
 */
export async function xmlDeRemesa(db: Db, id: number): Promise<{ xml: Readable; nombre: string }> {
  const remesa = await findRemesa(db, id);
  if (!remesa) throw new AppError('not_found', mensajesError.noEncontrado);
  return {
    xml: Readable.from(trozosXmlRemesa(remesa, await listAdeudos(db, id)), { objectMode: false }),
    nombre: `remesa-${remesa.mes}-${idMensajeRemesa(id)}.xml`,
  };
}
