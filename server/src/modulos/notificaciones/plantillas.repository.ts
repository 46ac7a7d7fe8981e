/** The admin's edits of the automatic messages; a key without a row uses its default (shared PLANTILLAS). */
import { eq, inArray } from 'drizzle-orm';
import { PLANTILLAS, type ClavePlantilla } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { plantillasMensaje } from '../../db/schema/index';
import type { TextoPlantilla } from './mensaje';

/** The text of each key asked for: the admin's, or the default. */
export async function textosDePlantillas<K extends ClavePlantilla>(
  db: DbOrTx,
  claves: readonly K[],
): Promise<Record<K, TextoPlantilla & { personalizada: boolean }>> {
  const filas = await db
    .select({
      clave: plantillasMensaje.clave,
      asunto: plantillasMensaje.asunto,
      texto: plantillasMensaje.texto,
    })
    .from(plantillasMensaje)
    .where(inArray(plantillasMensaje.clave, [...claves]));
  const guardadas = new Map(filas.map((f) => [f.clave, f]));
  return Object.fromEntries(
    claves.map((clave) => {
      const g = guardadas.get(clave);
      const { asunto, texto } = g ?? PLANTILLAS[clave];
      return [clave, { asunto, texto, personalizada: Boolean(g) }];
    }),
  ) as Record<K, TextoPlantilla & { personalizada: boolean }>;
}

export async function upsertPlantilla(
  db: DbOrTx,
  clave: ClavePlantilla,
  datos: TextoPlantilla,
  usuarioId: number,
): Promise<void> {
  await db
    .insert(plantillasMensaje)
    .values({ clave, ...datos, actualizadoPor: usuarioId })
    .onConflictDoUpdate({
      target: plantillasMensaje.clave,
      set: { ...datos, actualizadoPor: usuarioId, updatedAt: new Date() },
    });
}

export async function deletePlantilla(db: DbOrTx, clave: ClavePlantilla): Promise<void> {
  await db.delete(plantillasMensaje).where(eq(plantillasMensaje.clave, clave));
}
