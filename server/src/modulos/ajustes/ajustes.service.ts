/** The school's settings (decision 029). */
import { mensajesAjustes, type Ajustes, type GuardarAjustes } from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSegundoFactor } from '../auth/segundo-factor.repository';
import { updateAjustes } from './ajustes.repository';

/**
 * Saves the settings. Requiring a second factor of admins is refused to an admin who has none yet: they
 * would be taken through the set-up at their next sign-in without having tried it.
 */
export async function guardarAjustes(db: Db, adminId: number, datos: GuardarAjustes): Promise<Ajustes> {
  if (datos.exigirSegundoFactorAdmin && !(await findSegundoFactor(db, adminId))?.activadoAt) {
    throw new AppError('conflict', mensajesAjustes.exigirSinSegundoFactor, {
      field: 'exigirSegundoFactorAdmin',
    });
  }
  return updateAjustes(db, datos);
}
