import {
  mensajesDistancia,
  mensajesError,
  type ActualizarDistancia,
  type CrearDistancia,
  type Distancia,
  type FieldErrors,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { conConflictoUnico } from '../../lib/postgres-errores';
import {
  deleteDistancia,
  existenProfesorYColegio,
  findDistancia,
  insertDistancia,
  listDistancias,
  updateDistancia,
} from './distancias.repository';

export const listarDistancias = (db: Db): Promise<Distancia[]> => listDistancias(db);

/**
 * A teacher or school that does not exist answers 400 under its field; a pair that already has a
 * distance answers 409 (checked by the unique key, so two simultaneous requests cannot both win).
 */
export async function crearDistancia(db: Db, datos: CrearDistancia): Promise<Distancia> {
  const existen = await existenProfesorYColegio(db, datos.profesorId, datos.colegioId);
  if (!existen.profesor || !existen.colegio) {
    const errors: FieldErrors = {};
    if (!existen.profesor) errors.profesorId = { _errors: [mensajesDistancia.profesorNoExiste] };
    if (!existen.colegio) errors.colegioId = { _errors: [mensajesDistancia.colegioNoExiste] };
    const primero = existen.profesor ? mensajesDistancia.colegioNoExiste : mensajesDistancia.profesorNoExiste;
    throw new AppError('bad_request', primero, { errors });
  }
  const id = await conConflictoUnico(
    () => insertDistancia(db, datos),
    () => new AppError('conflict', mensajesDistancia.duplicada),
  );
  return (await findDistancia(db, id))!;
}

export async function actualizarDistancia(
  db: Db,
  id: number,
  datos: ActualizarDistancia,
): Promise<Distancia> {
  if (!(await updateDistancia(db, id, datos.kilometros)))
    throw new AppError('not_found', mensajesError.noEncontrado);
  return (await findDistancia(db, id))!;
}

export async function eliminarDistancia(db: Db, id: number): Promise<{ message: string }> {
  if (!(await deleteDistancia(db, id))) throw new AppError('not_found', mensajesError.noEncontrado);
  return { message: mensajesDistancia.eliminada };
}
