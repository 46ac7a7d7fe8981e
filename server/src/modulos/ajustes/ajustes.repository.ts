import { eq } from 'drizzle-orm';
import type { Ajustes, GuardarAjustes } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { ajustesEscuela } from '../../db/schema/index';

const UNICA = 1;

/** The school's settings (the row exists from its migration; the defaults stand in if it were gone). */
export async function findAjustes(db: DbOrTx): Promise<Ajustes> {
  const [fila] = await db.select(columnas).from(ajustesEscuela).where(eq(ajustesEscuela.id, UNICA));
  return fila ?? { exigirSegundoFactorAdmin: false, horasOfertaPlaza: 72, mesesRetencionFamilias: 24 };
}

const columnas = {
  exigirSegundoFactorAdmin: ajustesEscuela.exigirSegundoFactorAdmin,
  horasOfertaPlaza: ajustesEscuela.horasOfertaPlaza,
  mesesRetencionFamilias: ajustesEscuela.mesesRetencionFamilias,
};

export async function updateAjustes(db: DbOrTx, datos: GuardarAjustes): Promise<Ajustes> {
  const [fila] = await db
    .insert(ajustesEscuela)
    .values({ id: UNICA, ...datos })
    .onConflictDoUpdate({ target: ajustesEscuela.id, set: datos })
    .returning(columnas);
  return fila!;
}
