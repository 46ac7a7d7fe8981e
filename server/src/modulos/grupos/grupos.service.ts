import { mensajesError, mensajesGrupo, type Grupo, type GuardarGrupo } from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Alcance } from '../../lib/alcance';
import {
  deleteGrupoConSesiones,
  insertGrupo,
  listGrupos,
  listNiveles,
  referenciasExisten,
  updateGrupo,
  type FiltroGrupos,
} from './grupos.repository';

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);

export const listarGrupos = (db: Db, filtro: FiltroGrupos): Promise<Grupo[]> => listGrupos(db, filtro);
export const listarNiveles = (db: Db) => listNiveles(db);

/** One group as its owner sees it; another teacher's group answers 404 like a missing one. */
export async function obtenerGrupo(db: Db, id: number, alcance: Alcance = null): Promise<Grupo> {
  const [grupo] = await listGrupos(db, { alcance, id });
  if (!grupo) throw noEncontrado();
  return grupo;
}

async function comprobarReferencias(db: Db, datos: GuardarGrupo) {
  const existe = await referenciasExisten(db, datos);
  if (!existe.nivel) throw new AppError('bad_request', mensajesGrupo.nivel, { field: 'nivelId' });
  if (!existe.colegio) throw new AppError('bad_request', mensajesGrupo.colegio, { field: 'colegioId' });
  if (!existe.profesor) throw new AppError('bad_request', mensajesGrupo.profesor, { field: 'profesorId' });
}

export async function crearGrupo(db: Db, datos: GuardarGrupo): Promise<Grupo> {
  await comprobarReferencias(db, datos);
  const id = await insertGrupo(db, datos);
  return obtenerGrupo(db, id);
}

export async function actualizarGrupo(db: Db, id: number, datos: GuardarGrupo): Promise<Grupo> {
  await comprobarReferencias(db, datos);
  if (!(await updateGrupo(db, id, datos))) throw noEncontrado();
  return obtenerGrupo(db, id);
}

/** The group, its sessions and their attendance go together, in one transaction. */
export async function eliminarGrupo(db: Db, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    if (!(await deleteGrupoConSesiones(tx, id))) throw noEncontrado();
    return { message: mensajesGrupo.eliminado };
  });
}
