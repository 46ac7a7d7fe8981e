import { and, asc, count, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { colegios, grupos, padres, type NewColegio } from '../../db/schema/index';
import type { Alcance } from '../../lib/alcance';
import { ordenEs } from '../../db/texto-sql';

const columnas = {
  id: colegios.id,
  nombre: colegios.nombre,
  alias: colegios.alias,
  direccion: colegios.direccion,
  telefono: colegios.telefono,
  contactoResponsable: colegios.contactoResponsable,
  convenio: colegios.convenio,
};

/** Every school, or (for a teacher) only those where one of their groups meets. */
export async function listColegios(db: DbOrTx, alcance: Alcance) {
  const propio =
    alcance === null
      ? undefined
      : exists(
          db
            .select({ uno: sql`1` })
            .from(grupos)
            .where(and(eq(grupos.colegioId, colegios.id), eq(grupos.profesorId, alcance))),
        );
  return db
    .select(columnas)
    .from(colegios)
    .where(propio)
    .orderBy(asc(ordenEs(colegios.nombre)), asc(colegios.id));
}

export async function insertColegio(db: DbOrTx, nuevo: NewColegio) {
  const [fila] = await db.insert(colegios).values(nuevo).returning(columnas);
  return fila!;
}

export async function updateColegio(db: DbOrTx, id: number, datos: Partial<NewColegio>) {
  const [fila] = await db.update(colegios).set(datos).where(eq(colegios.id, id)).returning(columnas);
  return fila;
}

export async function deleteColegio(db: DbOrTx, id: number) {
  const filas = await db.delete(colegios).where(eq(colegios.id, id)).returning({ id: colegios.id });
  return filas.length > 0;
}

/** What still points at a school: its groups and the families registered in it. */
export async function referenciasDeColegio(db: DbOrTx, id: number) {
  const [g] = await db.select({ n: count() }).from(grupos).where(eq(grupos.colegioId, id));
  const [p] = await db.select({ n: count() }).from(padres).where(eq(padres.colegioId, id));
  return { grupos: Number(g?.n ?? 0), padres: Number(p?.n ?? 0) };
}
