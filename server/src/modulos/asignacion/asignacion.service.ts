/**
 * The admin's bulk actions on sessions (DESIGN.md §4): each loads its inputs set-based, calls the pure
 * rule, and saves in ONE transaction with set-based updates. The sessions and periods read are locked
 * (`for update`) so two runs over the same range cannot both assign a session or spend the same kits.
 */
import {
  mensajesAsignacion,
  type ResultadoAsignacion,
  type ResultadoRemoverActividades,
  type ResultadoRemoverPeriodos,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import {
  type Rango,
  deletePeriodosSolapados,
  preferirHashJoins,
  listActividadesParaAsignar,
  listGruposParaAsignar,
  listHistorial,
  listPeriodosSolapados,
  listSesionesConActividad,
  listSesionesPorAsignar,
  replanificarNoAsignables,
  sumarCantidadUsada,
  updateActividadesDeSesiones,
  updateEstadoSesiones,
} from './asignacion.repository';
import { asignarActividades, devolverMateriales } from './regla-asignacion';

const MAX_ERRORES = 100;

/** 'yyyy-MM-dd HH:mm:ss' → 'dd/MM/yyyy HH:mm' (school wall-clock time, as the screens show it). */
const fechaHora = (f: string) => `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)} ${f.slice(11, 16)}`;

function recortar(errores: string[]): string[] | undefined {
  if (errores.length === 0) return undefined;
  if (errores.length <= MAX_ERRORES) return errores;
  return [...errores.slice(0, MAX_ERRORES), mensajesAsignacion.masErrores(errores.length - MAX_ERRORES)];
}

export async function asignar(db: Db, rango: Rango): Promise<ResultadoAsignacion> {
  return db.transaction(async (tx) => {
    const sesiones = await listSesionesPorAsignar(tx, rango);
    if (sesiones.length === 0) {
      return { message: mensajesAsignacion.ningunaSesion, asignadas: 0, noAsignables: 0 };
    }
    // One after another: a transaction is one connection.
    const grupos = await listGruposParaAsignar(tx, rango.grupoId);
    const actividades = await listActividadesParaAsignar(tx);
    const periodos = await listPeriodosSolapados(tx, rango.fechaInicio, rango.fechaFin, true);
    const historial = await listHistorial(tx, rango.grupoId);
    const r = asignarActividades({ sesiones, grupos, actividades, periodos, historial });

    await preferirHashJoins(tx);
    await updateActividadesDeSesiones(tx, r.asignaciones);
    await updateEstadoSesiones(tx, r.noAsignables, 'no_asignable');
    await sumarCantidadUsada(tx, r.usoPeriodos);

    const porId = new Map(sesiones.map((s) => [s.id, s]));
    const gruposPorId = new Map(grupos.map((g) => [g.id, g]));
    const sinActividades = new Map<number, number>();
    const errores: string[] = [];
    for (const m of r.motivos) {
      const sesion = porId.get(m.sesionId)!;
      if (m.motivo === 'sin_actividades') {
        sinActividades.set(sesion.grupoId, (sinActividades.get(sesion.grupoId) ?? 0) + 1);
      } else {
        const nombre = gruposPorId.get(sesion.grupoId)?.nombre ?? '';
        errores.push(mensajesAsignacion.sinMaterial(fechaHora(sesion.fecha), nombre));
      }
    }
    for (const [grupoId, n] of sinActividades) {
      const g = gruposPorId.get(grupoId);
      errores.unshift(mensajesAsignacion.sinActividades(g?.nombre ?? '', g?.nivelNombre ?? '', n));
    }
    return {
      message: mensajesAsignacion.asignadas(r.asignaciones.length, r.noAsignables.length),
      asignadas: r.asignaciones.length,
      noAsignables: r.noAsignables.length,
      errores: recortar(errores),
    };
  });
}

/** Takes the activity off the range's planned sessions and gives their material back to the periods. */
export async function removerActividades(db: Db, rango: Rango): Promise<ResultadoRemoverActividades> {
  return db.transaction(async (tx) => {
    const sesiones = await listSesionesConActividad(tx, rango);
    await replanificarNoAsignables(tx, rango);
    if (sesiones.length > 0) {
      const grupos = await listGruposParaAsignar(tx, rango.grupoId);
      const actividades = await listActividadesParaAsignar(tx);
      const periodos = await listPeriodosSolapados(tx, rango.fechaInicio, rango.fechaFin, true);
      const devuelto = devolverMateriales({ sesiones, grupos, actividades, periodos });
      await preferirHashJoins(tx);
      await updateEstadoSesiones(
        tx,
        sesiones.map((s) => s.id),
        'planificada',
        true,
      );
      await sumarCantidadUsada(
        tx,
        devuelto.map((d) => ({ periodoId: d.periodoId, cantidad: -d.cantidad })),
      );
    }
    return {
      message: mensajesAsignacion.removidas(sesiones.length),
      removidas: sesiones.length,
    };
  });
}

/** Deletes the material periods overlapping the range (the group, if any, does not apply to periods). */
export async function removerMaterialesPeriodo(db: Db, rango: Rango): Promise<ResultadoRemoverPeriodos> {
  const eliminados = await deletePeriodosSolapados(db, rango.fechaInicio, rango.fechaFin);
  return { message: mensajesAsignacion.periodosEliminados(eliminados), eliminados };
}
