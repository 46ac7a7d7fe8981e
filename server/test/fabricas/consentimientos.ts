/** Consent records and safeguarding data: bare rows (the routes write them in consentimientos.test.ts). */
import { VERSIONES_CONSENTIMIENTO, type TipoConsentimiento } from '@escuela/shared';
import type { Db } from '../../src/db/client';
import { consentimientos } from '../../src/db/schema/index';
import { reemplazarSalvaguarda } from '../../src/modulos/consentimientos/consentimientos.repository';

/** A decision as if a parent gave it (the current version unless told). */
export async function insertConsentimiento(
  db: Db,
  datos: {
    alumnoId: number;
    tipo: TipoConsentimiento;
    decision: boolean | { interno: boolean; familias: boolean; web: boolean };
    version?: string;
    edadAlumno?: number | null;
    padreId?: number | null;
  },
) {
  const [fila] = await db
    .insert(consentimientos)
    .values({
      version: VERSIONES_CONSENTIMIENTO[datos.tipo],
      edadAlumno: 10,
      ...datos,
    })
    .returning();
  return fila!;
}

/** A child's safeguarding data, replaced as the PUT routes do. */
export function insertSalvaguarda(
  db: Db,
  alumnoId: number,
  datos: Parameters<typeof reemplazarSalvaguarda>[2],
  usuarioId: number,
) {
  return reemplazarSalvaguarda(db, alumnoId, datos, usuarioId);
}
