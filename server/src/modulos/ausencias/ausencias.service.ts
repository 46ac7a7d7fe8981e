import { mensajesAusencia, mensajesError, type Ausencia, type RegistrarAusencia } from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { findClaseDeHijo, guardarAusencia } from './ausencias.repository';

/** How far ahead the portal offers classes to report. */
export const DIAS_PROXIMOS = 28;

/**
 * POST /api/padres/ausencias: the family's own child, a class of the child's group from today on that is
 * not cancelled (else 404, as for any record not theirs). Once the teacher has marked that class for the
 * child, the mark stands: 409. Sending it again changes the reason.
 */
export async function registrarAusencia(
  db: Db,
  usuarioId: number,
  datos: RegistrarAusencia,
): Promise<Ausencia> {
  return db.transaction(async (tx) => {
    const clase = await findClaseDeHijo(tx, usuarioId, datos.alumnoId, datos.sesionId, hoyEscuela());
    if (!clase) throw new AppError('not_found', mensajesError.noEncontrado);
    // A record that is not exactly what a notice writes was made (or changed) by the teacher.
    const deAviso =
      clase.asistio === false &&
      clase.justificada === true &&
      clase.observaciones?.startsWith(mensajesAusencia.nota(''));
    if (clase.registrada && !deAviso) throw new AppError('conflict', mensajesAusencia.yaMarcada);
    const id = await guardarAusencia(tx, clase, usuarioId, datos.motivo);
    return { id, alumnoId: clase.alumnoId, sesionId: clase.sesionId, motivo: datos.motivo };
  });
}
