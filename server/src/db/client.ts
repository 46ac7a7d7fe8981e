import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { bloquearDataDir } from './bloqueo';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Repositories take either the database or a transaction the service opened. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

// The timestamp-without-zone columns hold school wall-clock time; keep them as the text PostgreSQL sends.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => v);
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/**
 * DESIGN.md §6 Timeouts: a connection must open within 5 s, a statement run within 15 s, and a
 * transaction may not sit idle for more than 30 s; a request waits for none of these without bound.
 */
export const TIEMPOS_PG = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  query_timeout: 20_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...TIEMPOS_PG });
  // An idle connection that the server closes (restart, failover, a dropped test database) must not take
  // the process down: the pool replaces it on the next query.
  pool.on('error', (err) => console.error(`PostgreSQL: conexión inactiva perdida (${err.message})`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several app instances may start together: one migrates while the others wait on the lock. The
      // lock has its own connection so a pool of one can still run the migration.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(724001)');
        // Migrations (an index on a large table) may take longer than a request's statement bound.
        const sinLimite = new pg.Pool({ connectionString: url, max: 1 });
        try {
          await migratePg(drizzlePg({ client: sinLimite, schema }), { migrationsFolder });
        } finally {
          await sinLimite.end();
        }
      } finally {
        await lock.query('SELECT pg_advisory_unlock(724001)').catch(() => undefined);
        await lock.end();
      }
    },
    close: () => pool.end(),
  };
}

export function openPglite(client: PGlite): Database {
  const native = drizzlePglite({ client, schema });
  return {
    db: native as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(native, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * `DATABASE_URL` → PostgreSQL; otherwise the embedded PGlite database stored in `dataDir`, locked for
 * this process until `close()` (throws `DataDirEnUso` when another process holds it, before touching
 * any file of the database).
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Who takes the lock, for the message another process shows ('npm start', 'npm run seed:demo'). */
  comando?: string;
  /** The lock was lost (e.g. its folder removed): the caller should stop writing. */
  alPerderBloqueo?: (err: Error) => void;
}): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const liberar = bloquearDataDir(
    options.dataDir,
    options.comando ?? `node ${process.argv.slice(1).join(' ')}`,
    options.alPerderBloqueo ??
      ((err) => {
        console.error(`Se ha perdido el bloqueo de ${options.dataDir}: ${err.message}`);
        process.exit(1);
      }),
  );
  try {
    const database = openPglite(new PGlite(dir));
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          liberar();
        }
      },
    };
  } catch (err) {
    liberar();
    throw err;
  }
}
