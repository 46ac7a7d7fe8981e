/**
 * POST /api/cobros/recibos/generar (decision 041): the month's receipts, one per family, computed by the
 * pure `calcularReciboFamilia` from one grouped read, written in one transaction. Idempotent: a receipt
 * still `pendiente` is rewritten only when its lines changed; any other is kept as it is, and a different
 * amount is reported in `errores`, never changed.
 */
import {
  centimos,
  ETIQUETAS_ESTADO_RECIBO,
  euros,
  textoEuros,
  type ResultadoGeneracion,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { agruparPor } from '../../lib/agrupar';
import { findAjustesCobros } from './ajustes-cobros.repository';
import {
  calcularReciboFamilia,
  cursoDeCobro,
  firmaLineas,
  referenciaRecibo,
  type ParametrosCobro,
  type ReciboCalculado,
} from './calcular-recibos';
import {
  bloquearMes,
  deleteLineasDe,
  deleteRecibos,
  insertHistorial,
  insertLineas,
  insertRecibos,
  listAlumnosGrupoMes,
  listConMatricula,
  listFamilias,
  listGastosPendientes,
  listRecibosDelMes,
  totalDelMes,
  updateTotales,
} from './generacion.repository';

export async function generarRecibos(db: Db, mes: string, usuarioId: number): Promise<ResultadoGeneracion> {
  return db.transaction(async (tx) => {
    await bloquearMes(tx, mes);
    const ajustes = await findAjustesCobros(tx);
    const params: ParametrosCobro = {
      mes,
      matricula: centimos(ajustes.matricula),
      descuentoHermanos: centimos(ajustes.descuentoHermanos),
      descuentoAmpa: centimos(ajustes.descuentoAmpa),
    };
    const filas = await listAlumnosGrupoMes(tx, mes);
    const gastos = await listGastosPendientes(tx, mes);
    const existentes = new Map((await listRecibosDelMes(tx, mes)).map((r) => [r.padreId, r]));
    const porFamilia = agruparPor(filas, (f) => f.padreId);
    const gastosPorFamilia = agruparPor(gastos, (g) => g.padreId);
    const familias = await listFamilias(tx, [...new Set([...porFamilia.keys(), ...gastosPorFamilia.keys()])]);
    const conMatricula = await listConMatricula(tx, mes, cursoDeCobro(mes));

    const calculados = new Map<number, ReciboCalculado>();
    for (const f of familias) {
      const existente = existentes.get(f.padreId);
      const recibo = calcularReciboFamilia(
        {
          ...f,
          alumnos: porFamilia.get(f.padreId) ?? [],
          conMatricula,
          // A kept (non-pending) receipt is not rewritten: its family's fees wait for the next one.
          gastos:
            existente && existente.estado !== 'pendiente' ? [] : (gastosPorFamilia.get(f.padreId) ?? []),
        },
        params,
      );
      if (recibo) calculados.set(f.padreId, recibo);
    }

    const resultado = { creados: 0, actualizados: 0, sinCambios: 0, errores: [] as string[] };
    const nuevos: ReciboCalculado[] = [];
    const reescritos: { id: number; recibo: ReciboCalculado; antes: number }[] = [];
    const borrados: number[] = [];
    for (const [padreId, recibo] of calculados) {
      const existente = existentes.get(padreId);
      if (!existente) nuevos.push(recibo);
      else if (existente.estado === 'pendiente') {
        if (existente.firma === firmaLineas(recibo.lineas)) resultado.sinCambios++;
        else reescritos.push({ id: existente.id, recibo, antes: existente.total });
      } else {
        resultado.sinCambios++;
        if (existente.total !== recibo.total) {
          resultado.errores.push(
            `${existente.referencia} (${recibo.familia}): ${ETIQUETAS_ESTADO_RECIBO[existente.estado].toLowerCase()} ` +
              `por ${textoEuros(existente.total)}; el cálculo actual da ${textoEuros(recibo.total)}. No se ha cambiado.`,
          );
        }
      }
    }
    for (const [padreId, existente] of existentes) {
      if (calculados.has(padreId)) continue;
      if (existente.estado === 'pendiente') borrados.push(existente.id);
      else if (existente.total !== 0) {
        resultado.sinCambios++;
        resultado.errores.push(
          `${existente.referencia}: ${ETIQUETAS_ESTADO_RECIBO[existente.estado].toLowerCase()} por ` +
            `${textoEuros(existente.total)}; el cálculo actual no da ningún importe. No se ha cambiado.`,
        );
      }
    }

    await deleteLineasDe(tx, [...reescritos.map((r) => r.id), ...borrados]);
    await deleteRecibos(tx, borrados);
    await updateTotales(
      tx,
      reescritos.map((r) => ({ id: r.id, total: r.recibo.total, familia: r.recibo.familia })),
    );
    const ids = await insertRecibos(
      tx,
      nuevos.map((r) => ({
        referencia: referenciaRecibo(mes, r.padreId),
        padreId: r.padreId,
        familia: r.familia,
        mes,
        total: r.total,
      })),
    );
    await insertLineas(tx, [
      ...reescritos.map((r) => ({ reciboId: r.id, lineas: r.recibo.lineas })),
      ...nuevos.map((r, i) => ({ reciboId: ids[i]!.id, lineas: r.lineas })),
    ]);
    await insertHistorial(tx, [
      ...nuevos.map((_, i) => ({
        reciboId: ids[i]!.id,
        estado: 'pendiente' as const,
        usuarioId,
        detalle: 'Generado',
      })),
      ...reescritos.map((r) => ({
        reciboId: r.id,
        estado: 'pendiente' as const,
        usuarioId,
        detalle:
          r.antes === r.recibo.total
            ? 'Recalculado'
            : `Recalculado: ${textoEuros(r.antes)} → ${textoEuros(r.recibo.total)}`,
      })),
    ]);

    resultado.creados = nuevos.length;
    resultado.actualizados = reescritos.length + borrados.length;
    const { errores, ...cuentas } = resultado;
    return {
      ...cuentas,
      total: euros(await totalDelMes(tx, mes)),
      ...(errores.length ? { errores } : {}),
    };
  });
}
