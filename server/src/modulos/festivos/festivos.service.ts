import {
  diasEntre,
  cursoEscolarDe,
  MAX_DIAS_VACACIONES,
  mensajesError,
  mensajesFestivo,
  rangoCursoEscolar,
  type CrearFestivo,
  type Festivo,
  type ResultadoCrearFestivo,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { esViolacionUnica } from '../../lib/postgres-errores';
import {
  deleteFestivo,
  existeColegio,
  insertFestivo,
  insertRangoFestivos,
  listFestivos,
} from './festivos.repository';

export function listarFestivos(
  db: Db,
  query: { cursoEscolar?: number; colegioId?: number },
): Promise<Festivo[]> {
  const curso = query.cursoEscolar ?? cursoEscolarDe(hoyEscuela());
  return listFestivos(db, rangoCursoEscolar(curso), query.colegioId);
}

/** One day (409 when that scope already has it) or a vacation range (days already there are kept). */
export async function crearFestivo(db: Db, datos: CrearFestivo): Promise<ResultadoCrearFestivo> {
  if (datos.colegioId !== null && !(await existeColegio(db, datos.colegioId))) {
    throw new AppError('bad_request', mensajesFestivo.colegioNoExiste, { field: 'colegioId' });
  }
  let desde: string;
  let hasta: string;
  let creados: number;
  if ('fecha' in datos) {
    desde = hasta = datos.fecha;
    try {
      await insertFestivo(db, { fecha: datos.fecha, nombre: datos.nombre, colegioId: datos.colegioId });
    } catch (err) {
      if (esViolacionUnica(err))
        throw new AppError('conflict', mensajesFestivo.duplicado, { field: 'fecha' });
      throw err;
    }
    creados = 1;
  } else {
    desde = datos.fechaInicio;
    hasta = datos.fechaFin;
    if (diasEntre(desde, hasta) >= MAX_DIAS_VACACIONES) {
      throw new AppError('bad_request', mensajesFestivo.rangoLargo, { field: 'fechaFin' });
    }
    creados = await insertRangoFestivos(db, {
      desde,
      hasta,
      nombre: datos.nombre,
      colegioId: datos.colegioId,
    });
  }
  const festivos = (await listFestivos(db, { desde, hasta })).filter((f) => f.colegioId === datos.colegioId);
  return { message: mensajesFestivo.creado, creados, festivos };
}

export async function eliminarFestivo(db: Db, id: number) {
  if (!(await deleteFestivo(db, id))) throw new AppError('not_found', mensajesError.noEncontrado);
  return { message: mensajesFestivo.eliminado };
}
