import {
  COLUMNAS_ACTIVIDAD,
  mensajesActividad,
  mensajesError,
  type Actividad,
  type GuardarActividad,
  type ResultadoImportacionActividades,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import type { NewActividad } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Celda } from '../alumnos/importacion/valores';
import {
  contarSesionesConActividad,
  deleteActividad,
  insertActividad,
  insertActividades,
  listActividades,
  listActividadesClaves,
  listMaterialesNombres,
  listNivelesNombres,
  referenciasExisten,
  updateActividad,
  updateActividades,
} from './actividades.repository';
import { claveActividad, convertirActividades } from './filas-actividades';

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);
const MAX_ERRORES = 500;

export const listarActividades = (db: Db): Promise<Actividad[]> => listActividades(db);

const columnas = (d: GuardarActividad): NewActividad => ({
  titulo: d.titulo,
  nivelId: d.nivelId,
  material1Id: d.material_1,
  cantidad1: d.cantidad_1,
  material2Id: d.material_2,
  cantidad2: d.cantidad_2,
  alumnos: d.alumnos,
  observaciones: d.observaciones,
});

async function comprobarReferencias(db: Db, d: GuardarActividad) {
  const existe = await referenciasExisten(db, {
    nivelId: d.nivelId,
    material1: d.material_1,
    material2: d.material_2,
  });
  if (!existe.nivel) throw new AppError('bad_request', mensajesActividad.nivel, { field: 'nivelId' });
  if (!existe.material1)
    throw new AppError('bad_request', mensajesActividad.material, { field: 'material_1' });
  if (!existe.material2)
    throw new AppError('bad_request', mensajesActividad.material, { field: 'material_2' });
}

async function obtener(db: Db, id: number): Promise<Actividad> {
  const [actividad] = await listActividades(db, id);
  if (!actividad) throw noEncontrado();
  return actividad;
}

export async function crearActividad(db: Db, datos: GuardarActividad): Promise<Actividad> {
  await comprobarReferencias(db, datos);
  return obtener(db, await insertActividad(db, columnas(datos)));
}

export async function actualizarActividad(db: Db, id: number, datos: GuardarActividad): Promise<Actividad> {
  await comprobarReferencias(db, datos);
  if (!(await updateActividad(db, id, columnas(datos)))) throw noEncontrado();
  return obtener(db, id);
}

/** Refused (409) while sessions hold the activity: removing it would silently erase their history. */
export async function eliminarActividad(db: Db, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const sesiones = await contarSesionesConActividad(tx, id);
    if (sesiones > 0) throw new AppError('conflict', mensajesActividad.conSesiones(sesiones));
    if (!(await deleteActividad(tx, id))) throw noEncontrado();
    return { message: mensajesActividad.eliminada };
  });
}

/**
 * Saves an import (DESIGN.md §4): each valid row updates the activity with the same title and level, or
 * creates one, so importing a file twice creates nothing new. One transaction, set-based statements.
 */
export async function importarActividades(db: Db, hoja: Celda[][]): Promise<ResultadoImportacionActividades> {
  return db.transaction(async (tx) => {
    // One after another: a transaction is one connection.
    const niveles = await listNivelesNombres(tx);
    const materiales = await listMaterialesNombres(tx);
    const existentes = await listActividadesClaves(tx);
    const { filas, errores } = convertirActividades(hoja, { niveles, materiales });
    const porClave = new Map(existentes.map((a) => [claveActividad(a.titulo, a.nivelId), a.id]));
    const nuevas: NewActividad[] = [];
    const cambiadas: (NewActividad & { id: number })[] = [];
    for (const { datos } of filas) {
      const id = porClave.get(claveActividad(datos.titulo, datos.nivelId));
      if (id) cambiadas.push({ ...columnas(datos), id });
      else nuevas.push(columnas(datos));
    }
    await insertActividades(tx, nuevas);
    await updateActividades(tx, cambiadas);
    return {
      message: mensajesActividad.importadas(nuevas.length, cambiadas.length),
      creadas: nuevas.length,
      actualizadas: cambiadas.length,
      ...(errores.length
        ? {
            errores:
              errores.length > MAX_ERRORES
                ? [...errores.slice(0, MAX_ERRORES), `… y ${errores.length - MAX_ERRORES} más`]
                : errores,
          }
        : {}),
    };
  });
}

/** The template: the columns the import reads, ';'-separated, UTF-8 with BOM (Excel opens it right). */
export function plantillaActividades(): Buffer {
  return Buffer.from(`\uFEFF${COLUMNAS_ACTIVIDAD.join(';')}\r\n`, 'utf8');
}
