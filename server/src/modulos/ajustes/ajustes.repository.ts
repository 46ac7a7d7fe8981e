import { eq } from 'drizzle-orm';
import type { Ajustes } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { ajustesEscuela } from '../../db/schema/index';

const UNICA = 1;

/** The school's settings (the row exists from its migration; the defaults stand in if it were gone). */
export async function findAjustes(db: DbOrTx): Promise<Ajustes> {
  const [fila] = await db
    .select({
      exigirSegundoFactorAdmin: ajustesEscuela.exigirSegundoFactorAdmin,
      mesesRetencionFamilias: ajustesEscuela.mesesRetencionFamilias,
    })
    .from(ajustesEscuela)
    .where(eq(ajustesEscuela.id, UNICA));
  return fila ?? { exigirSegundoFactorAdmin: false, mesesRetencionFamilias: 24 };
}

export async function updateAjustes(db: DbOrTx, datos: Partial<Ajustes>): Promise<Ajustes> {
  const [fila] = await db
    .insert(ajustesEscuela)
    .values({ id: UNICA, ...datos })
    .onConflictDoUpdate({ target: ajustesEscuela.id, set: datos })
    .returning({
      exigirSegundoFactorAdmin: ajustesEscuela.exigirSegundoFactorAdmin,
      mesesRetencionFamilias: ajustesEscuela.mesesRetencionFamilias,
    });
  return fila!;
}
