/** Enrolments (decision 030) for students inserted directly. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { matriculas } from '../../src/db/schema/index';

/** A day before any session a test makes: "in the group all along". */
export const DESDE_SIEMPRE = '2000-01-01';

/** An enrolment row: in `grupoId` from `desde` (included) to `hasta` (excluded; null = still there). */
export async function matricular(
  db: Db,
  alumnoId: number,
  grupoId: number,
  desde = DESDE_SIEMPRE,
  hasta: string | null = null,
) {
  await db.insert(matriculas).values({ alumnoId, grupoId, desde, hasta });
}

/** A student's enrolment history, oldest first, as [grupoId, desde, hasta] rows. */
export async function historialMatriculas(db: Db, alumnoId: number) {
  const filas = await db
    .select({ grupoId: matriculas.grupoId, desde: matriculas.desde, hasta: matriculas.hasta })
    .from(matriculas)
    .where(eq(matriculas.alumnoId, alumnoId))
    .orderBy(asc(matriculas.desde));
  return filas.map((m) => [m.grupoId, m.desde, m.hasta] as const);
}
