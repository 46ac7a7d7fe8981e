/** The admin's parent queries (/admin-padres): every parent, any school. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FiltroPadresAdmin, PadreAdmin } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { colegios, padres, usuarios } from '../../db/schema/index';
import { ordenEs, patronPlegado, plegarSql } from '../../db/texto-sql';

// Qualified by hand: Drizzle drops the table name from columns in a one-table select.
const numAlumnos =
  sql<number>`(select count(*) from "alumnos" "a" where "a"."padre_id" = "padres"."id")`.mapWith(Number);

const columnasOrden = {
  nombre: ordenEs(sql`${padres.nombre} || ' ' || coalesce(${padres.apellidos}, '')`),
  email: sql`${usuarios.email}`,
  colegio: ordenEs(colegios.nombre),
};

export async function listPadresAdmin(
  db: DbOrTx,
  filtro: Partial<FiltroPadresAdmin> & { ids?: number[] },
): Promise<PadreAdmin[]> {
  const patron = filtro.search ? patronPlegado(filtro.search) : undefined;
  const busca = (expr: SQL) => sql`${plegarSql(expr)} like ${patron} escape '\\'`;
  const orden = columnasOrden[filtro.orden ?? 'nombre'];
  const filas = await db
    .select({
      id: padres.id,
      usuarioId: padres.usuarioId,
      nombre: padres.nombre,
      apellidos: padres.apellidos,
      email: usuarios.email,
      colegioId: padres.colegioId,
      colegioNombre: colegios.nombre,
      activo: usuarios.activo,
      invitacionPendiente: sql<boolean>`${usuarios.passwordHash} is null`.mapWith(Boolean),
      numAlumnos,
    })
    .from(padres)
    .innerJoin(usuarios, eq(usuarios.id, padres.usuarioId))
    .leftJoin(colegios, eq(colegios.id, padres.colegioId))
    .where(
      and(
        filtro.colegio ? eq(padres.colegioId, filtro.colegio) : undefined,
        filtro.ids ? inArray(padres.id, filtro.ids) : undefined,
        patron
          ? sql`(${busca(sql`${padres.nombre} || ' ' || coalesce(${padres.apellidos}, '')`)} or ${busca(
              sql`${usuarios.email}`,
            )} or ${busca(sql`coalesce(${colegios.nombre}, '')`)})`
          : undefined,
      ),
    )
    .orderBy(
      filtro.dir === 'desc' ? sql`${orden} desc nulls last` : sql`${orden} asc nulls last`,
      filtro.dir === 'desc' ? desc(padres.id) : asc(padres.id),
    );
  return filas.map((f) => ({
    id: f.id,
    usuarioId: f.usuarioId,
    nombre: f.nombre,
    apellidos: f.apellidos,
    email: f.email,
    colegioId: f.colegioId,
    colegio: f.colegioId === null ? null : { id: f.colegioId, nombre: f.colegioNombre! },
    activo: f.activo,
    invitacionPendiente: f.invitacionPendiente,
    numAlumnos: f.numAlumnos,
  }));
}

export async function updatePadreAdmin(db: DbOrTx, id: number, datos: { nombre: string; colegioId: number }) {
  await db
    .update(padres)
    .set({ ...datos, updatedAt: sql`now()` })
    .where(eq(padres.id, id));
}

/** The accounts behind the parents and how many children each set has (before deleting them). */
export async function findUsuariosDePadres(db: DbOrTx, ids: number[]) {
  const filas = await db
    .select({ usuarioId: padres.usuarioId, numAlumnos })
    .from(padres)
    .where(inArray(padres.id, ids));
  return {
    usuarioIds: filas.map((f) => f.usuarioId),
    alumnos: filas.reduce((n, f) => n + f.numAlumnos, 0),
  };
}
