/**
 * A worker's test databases (PGlite instances, or PostgreSQL databases on the PostgreSQL pass) are reused by
 * its next test file (test/database.ts): what one file wrote must never reach the next. A database given back is the migrated database again — no rows but
 * the migrations' own, every sequence where it was — and one whose schema a test changed is not reused.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filasDe } from '../src/db/filas';
import { createTestDatabase } from './database';
import { crearColegioDePrueba } from './fabricas';

type BaseDePrueba = Awaited<ReturnType<typeof createTestDatabase>>;
/** Which database it is: the PGlite instance, or the PostgreSQL database's URL. */
const identidad = (b: BaseDePrueba) => b.url ?? (b.db as unknown as { $client: unknown }).$client;

const filas = async (db: BaseDePrueba['db'], consulta: string) =>
  filasDe<Record<string, unknown>>(await db.execute(sql.raw(consulta)));

describe('a reused test database (server/test/database.ts)', () => {
  it('comes back as migrated: rows, identities, sequences and session state', async () => {
    const primera = await createTestDatabase();
    const niveles = await filas(primera.db, 'select * from niveles order by id');
    const ruta = await filas(primera.db, 'show search_path');
    const colegio = await crearColegioDePrueba(primera.db);
    await crearColegioDePrueba(primera.db);
    await filas(primera.db, `delete from niveles where id = ${Number(niveles[0]!.id)}`);
    await filas(primera.db, `set search_path to pg_catalog`);
    await primera.close();

    const segunda = await createTestDatabase();
    try {
      expect(identidad(segunda), 'the same database, reused').toBe(identidad(primera));
      expect(await filas(segunda.db, 'select count(*)::int as n from colegios')).toEqual([{ n: 0 }]);
      expect(await filas(segunda.db, 'select * from niveles order by id')).toEqual(niveles);
      expect((await crearColegioDePrueba(segunda.db)).id).toBe(colegio.id);
      expect(await filas(segunda.db, 'show search_path')).toEqual(ruta);
    } finally {
      await segunda.close();
    }
  });

  it('is not reused after a test changed the schema', async () => {
    const primera = await createTestDatabase();
    await filas(primera.db, 'create table sobrante (id int)');
    await filas(primera.db, 'alter table colegios add column sobrante int');
    await primera.close();

    const segunda = await createTestDatabase();
    try {
      expect(identidad(segunda)).not.toBe(identidad(primera));
      expect(await filas(segunda.db, `select to_regclass('public.sobrante') as t`)).toEqual([{ t: null }]);
      expect(
        await filas(
          segunda.db,
          `select count(*)::int as n from information_schema.columns where table_name = 'colegios' and column_name = 'sobrante'`,
        ),
      ).toEqual([{ n: 0 }]);
    } finally {
      await segunda.close();
    }
  });
});
