// What every database (PGlite or PostgreSQL) is to the rest of the server: the types and the migrations'
// folder, apart from the two clients so that neither imports the other.
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';
import { RAIZ_SERVIDOR } from '../raiz';

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

export const migrationsFolder = path.join(RAIZ_SERVIDOR, 'drizzle');
