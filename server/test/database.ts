import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL database from the template
 * (then `url` says where, for a process of its own).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const volcado = inject('pgliteDump');
    if (!volcado) {
      throw new Error(
        'Esta prueba usa la base de datos: es una prueba de API (fichero *.test.ts, proyecto server-api), ' +
          'no una unitaria (*.unit.test.ts, sin la preparación global que migra la base).',
      );
    }
    const dump = readFileSync(volcado);
    const client = new PGlite({ loadDataDir: new Blob([dump]) });
    await client.waitReady;
    return openPglite(client);
  }
  const name = `escuela_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const database = openPostgres(withDatabase(url, name), 4);
  return {
    ...database,
    url: withDatabase(url, name),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
