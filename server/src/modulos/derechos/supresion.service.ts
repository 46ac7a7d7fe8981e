import {
  fechaCorteRetencion,
  fechaLimiteSupresion,
  mensajesDerechos,
  mensajesError,
  type ListaSupresiones,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { conConflictoUnico } from '../../lib/postgres-errores';
import {
  anonimizarFamilia,
  insertSolicitud,
  listFamiliasRetencion,
  listSolicitudes,
  mesesRetencion,
  solicitudParaEjecutar,
  solicitudPendienteDe,
} from './supresion.repository';

/** POST /api/padres/supresion: one pending request per family, due in one month (decision 046). */
export async function solicitarSupresion(db: Db, padreId: number | null, usuarioId: number) {
  if (padreId === null) throw new AppError('not_found', mensajesError.noEncontrado);
  return conConflictoUnico(
    () =>
      db.transaction(async (tx) => {
        if (await solicitudPendienteDe(tx, padreId)) {
          throw new AppError('conflict', mensajesDerechos.supresionPendiente);
        }
        return insertSolicitud(tx, {
          padreId,
          solicitadaPorId: usuarioId,
          origen: 'familia',
          fechaLimite: fechaLimiteSupresion(hoyEscuela()),
        });
      }),
    () => new AppError('conflict', mensajesDerechos.supresionPendiente),
  );
}

export async function listarSupresiones(db: Db): Promise<ListaSupresiones> {
  const meses = await mesesRetencion(db);
  const corte = fechaCorteRetencion(hoyEscuela(), meses);
  const [solicitudes, familias] = await Promise.all([listSolicitudes(db), listFamiliasRetencion(db, corte)]);
  return {
    solicitudes: solicitudes.map((s) => ({
      id: s.id,
      familia:
        s.padreId !== null
          ? { id: s.padreId, nombre: [s.padreNombre, s.padreApellidos].filter(Boolean).join(' ') }
          : null,
      origen: s.origen,
      solicitadaAt: s.solicitadaAt.toISOString(),
      fechaLimite: s.fechaLimite,
      estado: s.estado,
      ejecutadaAt: s.ejecutadaAt?.toISOString() ?? null,
      ejecutadaPor: s.ejecutadaPor,
    })),
    retencion: { meses, corte, familias },
  };
}

/** POST /api/supresiones: an admin opens a request for a family the retention rule lists. */
export async function abrirSupresionPorRetencion(db: Db, padreId: number, usuarioId: number) {
  const corte = fechaCorteRetencion(hoyEscuela(), await mesesRetencion(db));
  if ((await listFamiliasRetencion(db, corte, padreId)).length === 0) {
    throw new AppError('bad_request', mensajesDerechos.familiaNoElegible, { field: 'padreId' });
  }
  return insertSolicitud(db, {
    padreId,
    solicitadaPorId: usuarioId,
    origen: 'retencion',
    fechaLimite: fechaLimiteSupresion(hoyEscuela()),
  });
}

/** POST /api/supresiones/:id/ejecutar: anonymises the family in one transaction; who did it is kept. */
export async function ejecutarSupresion(db: Db, id: number, usuarioId: number) {
  await db.transaction(async (tx) => {
    const solicitud = await solicitudParaEjecutar(tx, id);
    if (!solicitud || solicitud.padreId === null) throw new AppError('not_found', mensajesError.noEncontrado);
    if (solicitud.estado === 'ejecutada') throw new AppError('conflict', mensajesDerechos.yaEjecutada);
    if (!(await anonimizarFamilia(tx, solicitud.padreId, id, usuarioId))) {
      throw new AppError('not_found', mensajesError.noEncontrado);
    }
  });
  return { message: mensajesDerechos.supresionEjecutada };
}
