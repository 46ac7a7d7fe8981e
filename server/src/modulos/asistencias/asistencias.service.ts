import {
  mensajesAsistencia,
  mensajesError,
  type AsistenciaAlumno,
  type AsistenciaProfesor,
  type GuardarAsistencia,
  type GuardarAsistenciaProfesor,
  type ResultadoAsistencia,
  type ResultadoAsistenciaProfesor,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Alcance } from '../../lib/alcance';
import {
  alumnoDeSesion,
  completarSiHaLlegado,
  existeProfesor,
  findSesionEnAlcance,
  listAsistenciasDeSesion,
  listAsistenciasProfesores,
  upsertAsistencia,
  upsertAsistenciaProfesor,
} from './asistencias.repository';

/** The session if the user may take its attendance (a profesor: only their groups); 404 otherwise. */
async function sesionVisible(db: Db, alcance: Alcance, id: number) {
  const sesion = await findSesionEnAlcance(db, id, alcance);
  if (!sesion) throw new AppError('not_found', mensajesError.noEncontrado);
  return { sesion };
}

export async function asistenciasDeSesion(db: Db, alcance: Alcance, id: number): Promise<AsistenciaAlumno[]> {
  const { sesion } = await sesionVisible(db, alcance, id);
  return listAsistenciasDeSesion(db, sesion);
}

/**
 * POST /api/asistencias: an upsert of one student's attendance. The session's date is the one stored
 * (fechaSesion is only checked for format); the student must belong to the session's group.
 */
export async function guardarAsistencia(
  db: Db,
  alcance: Alcance,
  datos: GuardarAsistencia,
): Promise<ResultadoAsistencia> {
  const { sesion } = await sesionVisible(db, alcance, datos.sesionId);
  if (datos.grupoId !== sesion.grupoId) {
    throw new AppError('bad_request', mensajesAsistencia.grupoAjeno, { field: 'grupoId' });
  }
  if (!(await alumnoDeSesion(db, datos.alumnoId, sesion))) {
    throw new AppError('bad_request', mensajesAsistencia.alumnoAjeno, { field: 'alumnoId' });
  }
  const estadoSesion = await db.transaction(async (tx) => {
    await upsertAsistencia(tx, sesion, datos);
    return completarSiHaLlegado(tx, sesion.id);
  });
  const fila = (await listAsistenciasDeSesion(db, sesion)).find((a) => a.alumnoId === datos.alumnoId)!;
  return { asistencia: fila, estadoSesion };
}

export async function asistenciasProfesoresDeSesion(
  db: Db,
  alcance: Alcance,
  id: number,
): Promise<AsistenciaProfesor[]> {
  const { sesion } = await sesionVisible(db, alcance, id);
  return listAsistenciasProfesores(db, sesion.id);
}

/** A profesor records only their own attendance; admin and coordinador any teacher's. */
export async function guardarAsistenciaProfesor(
  db: Db,
  alcance: Alcance,
  id: number,
  datos: GuardarAsistenciaProfesor,
): Promise<ResultadoAsistenciaProfesor> {
  const { sesion } = await sesionVisible(db, alcance, id);
  if (alcance !== null && datos.profesorId !== alcance) {
    throw new AppError('forbidden', mensajesAsistencia.soloPropia);
  }
  if (!(await existeProfesor(db, datos.profesorId))) {
    throw new AppError('bad_request', mensajesAsistencia.profesorNoExiste, { field: 'profesorId' });
  }
  const estadoSesion = await db.transaction(async (tx) => {
    await upsertAsistenciaProfesor(tx, sesion.id, datos.profesorId, datos.asistio);
    return completarSiHaLlegado(tx, sesion.id);
  });
  const fila = (await listAsistenciasProfesores(db, sesion.id)).find(
    (a) => a.profesorId === datos.profesorId,
  )!;
  return { asistencia: fila, estadoSesion };
}
