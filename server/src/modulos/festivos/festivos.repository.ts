import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Festivo } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { colegios, festivos } from '../../db/schema/index';

/** The holidays of a date range; with `colegioId`, those of every school plus that school's. */
export async function listFestivos(
  db: DbOrTx,
  rango: { desde: string; hasta: string },
  colegioId?: number,
): Promise<Festivo[]> {
  const filas = await db
    .select({
      id: festivos.id,
      fecha: festivos.fecha,
      nombre: festivos.nombre,
      colegioId: festivos.colegioId,
      colegioNombre: colegios.nombre,
    })
    .from(festivos)
    .leftJoin(colegios, eq(colegios.id, festivos.colegioId))
    .where(
      and(
        gte(festivos.fecha, rango.desde),
        lte(festivos.fecha, rango.hasta),
        colegioId ? or(isNull(festivos.colegioId), eq(festivos.colegioId, colegioId)) : undefined,
      ),
    )
    .orderBy(asc(festivos.fecha), sql`${festivos.colegioId} nulls first`, asc(festivos.id));
  return filas.map((f) => ({
    id: f.id,
    fecha: f.fecha,
    nombre: f.nombre,
    colegioId: f.colegioId,
    colegio:
      f.colegioId !== null && f.colegioNombre !== null ? { id: f.colegioId, nombre: f.colegioNombre } : null,
  }));
}

export async function existeColegio(db: DbOrTx, id: number) {
  const [c] = await db.select({ id: colegios.id }).from(colegios).where(eq(colegios.id, id));
  return Boolean(c);
}

export async function insertFestivo(
  db: DbOrTx,
  nuevo: { fecha: string; nombre: string; colegioId: number | null },
) {
  const [fila] = await db.insert(festivos).values(nuevo).returning({ id: festivos.id });
  return fila!;
}

/** Every day of [desde, hasta] in one statement; days that already have a holiday for that scope are kept. */
export async function insertRangoFestivos(
  db: DbOrTx,
  rango: { desde: string; hasta: string; nombre: string; colegioId: number | null },
): Promise<number> {
  const resultado = await db.execute(sql`
    with nuevos as (
      insert into ${festivos} (fecha, nombre, colegio_id)
      select d::date, ${rango.nombre}, ${rango.colegioId}::int
      from generate_series(${rango.desde}::date, ${rango.hasta}::date, interval '1 day') d
      on conflict (fecha, colegio_id) do nothing
      returning 1
    )
    select count(*)::int as creados from nuevos`);
  const [fila] = (resultado as unknown as { rows: { creados: number }[] }).rows;
  return Number(fila?.creados ?? 0);
}

export async function deleteFestivo(db: DbOrTx, id: number) {
  const borrados = await db.delete(festivos).where(eq(festivos.id, id)).returning({ id: festivos.id });
  return borrados.length > 0;
}

/** Holidays for every school already in a range (to load the official ones only when missing). */
export async function contarFestivosGenerales(db: DbOrTx, desde: string, hasta: string) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(festivos)
    .where(and(isNull(festivos.colegioId), gte(festivos.fecha, desde), lte(festivos.fecha, hasta)));
  return Number(fila?.n ?? 0);
}

export async function insertFestivosGenerales(db: DbOrTx, dias: { fecha: string; nombre: string }[]) {
  if (dias.length === 0) return;
  await db
    .insert(festivos)
    .values(dias.map((d) => ({ ...d, colegioId: null })))
    .onConflictDoNothing();
}
