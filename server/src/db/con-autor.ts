/**
 * A table that keeps who wrote each row (`autor_id` → usuarios, set null when that user is deleted),
 * read with the author's name.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { usuarios } from './schema/index';

/** `select columnas, autor from tabla left join usuarios`: `autor` is null once the user is deleted. */
export function conAutor<C extends SelectedFields>(
  db: DbOrTx,
  tabla: PgTable & { autorId: PgColumn },
  columnas: C,
) {
  return db
    .select({ ...columnas, autor: usuarios.nombre })
    .from(tabla)
    .leftJoin(usuarios, eq(usuarios.id, tabla.autorId))
    .$dynamic();
}
