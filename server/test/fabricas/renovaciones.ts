/** School-year renewals (decision 052): bare rows, for what a test only needs to exist. */
import type { Db } from '../../src/db/client';
import { renovaciones, renovacionesAlumnos } from '../../src/db/schema/index';

/** A renewal (closed unless told) with one row per child, each staying in its group. */
export async function insertRenovacion(
  db: Db,
  datos: {
    curso: number;
    alumnos: { alumnoId: number; grupoId: number }[];
    abierta?: boolean;
    fechaLimite?: string;
  },
) {
  const [renovacion] = await db
    .insert(renovaciones)
    .values({
      curso: datos.curso,
      fechaLimite: datos.fechaLimite ?? `${datos.curso}-06-15`,
      estado: datos.abierta ? 'abierta' : 'cerrada',
      cerradaAt: datos.abierta ? null : new Date(),
    })
    .returning({ id: renovaciones.id });
  const filas = datos.alumnos.length
    ? await db
        .insert(renovacionesAlumnos)
        .values(
          datos.alumnos.map((a) => ({
            renovacionId: renovacion!.id,
            alumnoId: a.alumnoId,
            grupoActualId: a.grupoId,
            grupoPropuestoId: a.grupoId,
          })),
        )
        .returning({ id: renovacionesAlumnos.id })
    : [];
  return { id: renovacion!.id, filas: filas.map((f) => f.id) };
}
