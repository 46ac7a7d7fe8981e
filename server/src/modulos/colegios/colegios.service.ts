import { mensajesColegio, mensajesError, type Colegio, type GuardarColegio } from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Alcance } from '../../lib/alcance';
import {
  deleteColegio,
  insertColegio,
  listColegios,
  referenciasDeColegio,
  updateColegio,
} from './colegios.repository';

export const listarColegios = (db: Db, alcance: Alcance): Promise<Colegio[]> => listColegios(db, alcance);

export const crearColegio = (db: Db, datos: GuardarColegio): Promise<Colegio> => insertColegio(db, datos);

export async function actualizarColegio(db: Db, id: number, datos: GuardarColegio): Promise<Colegio> {
  const fila = await updateColegio(db, id, datos);
  if (!fila) throw new AppError('not_found', mensajesError.noEncontrado);
  return fila;
}

/** A school still used by groups or families answers 409 and nothing is deleted. */
export async function eliminarColegio(db: Db, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const refs = await referenciasDeColegio(tx, id);
    if (refs.grupos > 0) throw new AppError('conflict', mensajesColegio.conGrupos);
    if (refs.padres > 0) throw new AppError('conflict', mensajesColegio.conPadres);
    if (!(await deleteColegio(tx, id))) throw new AppError('not_found', mensajesError.noEncontrado);
    return { message: mensajesColegio.eliminado };
  });
}
