// The embedded database (PGlite), in its own module so a server on PostgreSQL never loads it.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type Db } from './database';
import * as schema from './schema/index';

export function openPglite(client: PGlite): Database {
  const native = drizzlePglite({ client, schema });
  return {
    db: native as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(native, { migrationsFolder }),
    close: () => client.close(),
  };
}
