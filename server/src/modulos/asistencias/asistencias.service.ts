import {
  mensajesAsistencia,
  mensajesError,
  sesionMarcable,
  type AsistenciaConSalvaguarda,
  type AsistenciaProfesor,
  type GuardarAsistencia,
  type GuardarAsistenciaProfesor,
  type ResultadoAsistencia,
  type ResultadoAsistenciaProfesor,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { salvaguardaDeFila } from '../consentimientos/consentimientos.service';
import { AppError } from '../../lib/app-error';
import type { Alcance } from '../../lib/alcance';
import {
  completarSiHaLlegado,
  existeProfesor,
  findSesionEnAlcance,
  listAsistenciasDeSesion,
  listAsistenciasProfesores,
  marcarAsistencia,
  upsertAsistenciaProfesor,
  type SesionAsistencia,
} from './asistencias.repository';

/**
 * The session if the user may take its attendance (a profesor: only their groups, `alcance` from the route
 * context); 404 otherwise.
 */
async function sesionVisible(db: Db, alcance: Alcance, id: number) {
  const sesion = await findSesionEnAlcance(db, id, alcance);
  if (!sesion) throw new AppError('not_found', mensajesError.noEncontrado);
  return sesion;
}

/**
 * A mark — a student's or the teacher's — only once the session's wall-clock start has come (DESIGN.md
 * §4): 409 with the day and time it opens, and nothing written. The clock is the database's.
 */
export function exigirQueHayaEmpezado(sesion: SesionAsistencia) {
  if (!sesionMarcable(sesion.fecha, sesion.ahora)) {
    throw new AppError('conflict', mensajesAsistencia.sesionNoEmpezada(sesion.fecha));
  }
}

/** The roster with each student's safeguarding summary, read in the roster's one statement. */
export async function asistenciasDeSesion(
  db: Db,
  alcance: Alcance,
  id: number,
): Promise<AsistenciaConSalvaguarda[]> {
  const sesion = await sesionVisible(db, alcance, id);
  const filas = await listAsistenciasDeSesion(db, sesion);
  return filas.map((f) => ({ ...f, salvaguarda: salvaguardaDeFila(f.salvaguarda) }));
}

/**
 * POST /api/asistencias: an upsert of one student's attendance on a session that has begun. The session's
 * date is the one stored (fechaSesion is only checked for format); the student must have been enrolled in
 * the session's group on its day (or already have a record for it). One statement writes the mark,
 * completes the session and reads the row back (`marcarAsistencia`).
 */
export async function guardarAsistencia(
  db: Db,
  alcance: Alcance,
  datos: GuardarAsistencia,
): Promise<ResultadoAsistencia> {
  const sesion = await sesionVisible(db, alcance, datos.sesionId);
  exigirQueHayaEmpezado(sesion);
  if (datos.grupoId !== sesion.grupoId) {
    throw new AppError('bad_request', mensajesAsistencia.grupoAjeno, { field: 'grupoId' });
  }
  const resultado = await marcarAsistencia(db, sesion, datos);
  if (!resultado) throw new AppError('bad_request', mensajesAsistencia.alumnoAjeno, { field: 'alumnoId' });
  return resultado;
}

export async function asistenciasProfesoresDeSesion(
  db: Db,
  alcance: Alcance,
  id: number,
): Promise<AsistenciaProfesor[]> {
  const sesion = await sesionVisible(db, alcance, id);
  return listAsistenciasProfesores(db, sesion.id);
}

/** A profesor records only their own attendance; admin and coordinador any teacher's. */
export function exigirPropia(alcance: Alcance, profesorId: number) {
  if (alcance !== null && profesorId !== alcance) {
    throw new AppError('forbidden', mensajesAsistencia.soloPropia);
  }
}

export async function guardarAsistenciaProfesor(
  db: Db,
  alcance: Alcance,
  id: number,
  datos: GuardarAsistenciaProfesor,
): Promise<ResultadoAsistenciaProfesor> {
  const sesion = await sesionVisible(db, alcance, id);
  exigirPropia(alcance, datos.profesorId);
  exigirQueHayaEmpezado(sesion);
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
