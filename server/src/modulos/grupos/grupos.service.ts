import {
  mensajesError,
  mensajesGrupo,
  mensajesPlazas,
  paginacionDe,
  type FiltrosGrupos,
  type Grupo,
  type GuardarGrupo,
  type ListaGrupos,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Alcance } from '../../lib/alcance';
import {
  deleteGrupoConSesiones,
  insertGrupo,
  listGrupos,
  listGruposOpciones,
  listNiveles,
  referenciasExisten,
  updateGrupo,
} from './grupos.repository';

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);

/** The /grupos screen's page: the user's groups (a teacher's own), filtered and sorted. */
export async function listarGrupos(db: Db, alcance: Alcance, query: FiltrosGrupos): Promise<ListaGrupos> {
  const { page, limit, sort, order, ...filtros } = query;
  const { grupos, total } = await listGrupos(
    db,
    { alcance, ...filtros },
    { sort, order },
    { offset: (page - 1) * limit, limit },
  );
  return { grupos, paginacion: paginacionDe(total, page, limit) };
}

export const listarOpcionesGrupos = (db: Db, alcance: Alcance) => listGruposOpciones(db, alcance);
export const listarNiveles = (db: Db) => listNiveles(db);

/** One group as its owner sees it; another teacher's group answers 404 like a missing one. */
export async function obtenerGrupo(db: Db, id: number, alcance: Alcance = null): Promise<Grupo> {
  const {
    grupos: [grupo],
  } = await listGrupos(db, { alcance, id });
  if (!grupo) throw noEncontrado();
  return grupo;
}

async function comprobarReferencias(
  db: Db,
  datos: GuardarGrupo,
  actuales?: { plazasMaximas: number; plazasMinimas: number },
) {
  const maximas = datos.plazasMaximas ?? actuales?.plazasMaximas ?? 16;
  const minimas = datos.plazasMinimas ?? actuales?.plazasMinimas ?? 8;
  if (minimas > maximas) {
    throw new AppError('bad_request', mensajesPlazas.minimasMayores, { field: 'plazasMinimas' });
  }
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
  await comprobarReferencias(db, datos, await obtenerGrupo(db, id));
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
