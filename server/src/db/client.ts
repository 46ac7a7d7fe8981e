import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { bloquearDataDir } from './bloqueo';
import { migrationsFolder, type Database, type Db } from './database';
import * as schema from './schema/index';

export type { Database, Db, DbOrTx, Schema, Tx } from './database';
export { migrationsFolder } from './database';

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

/** Distinct statements one connection keeps prepared; past it, new texts run unprepared. */
const SENTENCIAS_POR_CONEXION = 300;
const nombres = new Map<string, string>();

/** `s_<hash>` for a single statement; none for text with `;` inside (cannot be prepared). */
function nombreSentencia(texto: string): string | undefined {
  let nombre = nombres.get(texto);
  if (nombre === undefined) {
    if (texto.trim().replace(/;$/, '').includes(';')) return undefined;
    nombre = `s_${createHash('sha1').update(texto).digest('base64url').slice(0, 22)}`;
    if (nombres.size < 5000) nombres.set(texto, nombre);
  }
  return nombre;
}

/**
 * A pg client that prepares each statement the first time a connection runs it, by the hash of its text,
 * so PostgreSQL parses and plans it once per connection instead of on every request (docs/decisions/019-delivery-and-request-pipeline.md).
 * Drizzle sends the same text for the same query shape and the values as parameters, so a repository's
 * queries become prepared statements with no change to them.
 */
class ClienteConSentencias extends pg.Client {
  preparadas = new Set<string>();
}
const queryOriginal = pg.Client.prototype.query;
ClienteConSentencias.prototype.query = function (this: ClienteConSentencias, ...args: unknown[]) {
  const config = args[0] as { text?: unknown; name?: string; submit?: unknown } | null;
  if (
    config &&
    typeof config === 'object' &&
    typeof config.text === 'string' &&
    !config.name &&
    !config.submit
  ) {
    const nombre = nombreSentencia(config.text);
    if (nombre && (this.preparadas.has(nombre) || this.preparadas.size < SENTENCIAS_POR_CONEXION)) {
      this.preparadas.add(nombre);
      args[0] = { ...config, name: nombre };
    }
  }
  return (queryOriginal as (...a: unknown[]) => unknown).apply(this, args);
} as typeof queryOriginal;

/**
 * PostgreSQL's JIT compiles a query whose estimated cost passes `jit_above_cost`: hundreds of ms of
 * compiling for a dashboard query that runs in a few (docs/decisions/032-listas-rapidas.md). The
 * application's queries are short and indexed, so its connections run without it.
 */
export const OPCIONES_PG = '-c jit=off';

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: ClienteConSentencias,
    options: OPCIONES_PG,
    ...TIEMPOS_PG,
  });
  // An idle connection that the server closes (restart, failover, a dropped test database) must not take
  // the process down: the pool replaces it on the next query.
  pool.on('error', (err) => console.error(`PostgreSQL: conexión inactiva perdida (${err.message})`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several app instances may start together: one migrates while the others wait on the lock, which
      // has its own connection (so a pool of one can still run the migration) and runs the migration too.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(724001)');
        // On the lock's own connection: migration files are not prepared statements.
        await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(724001)').catch(() => undefined);
        await lock.end();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * `DATABASE_URL` → PostgreSQL; otherwise the embedded PGlite database stored in `dataDir`, locked for
 * this process until `close()` (throws `DataDirEnUso` when another process holds it, before touching
 * any file of the database). PGlite is loaded only then: importing it costs a PostgreSQL server ~40 MB
 * of memory for nothing (docs/decisions/019-delivery-and-request-pipeline.md).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Who takes the lock, for the message another process shows ('npm start', 'npm run seed:demo'). */
  comando?: string;
  /** The lock was lost (e.g. its folder removed): the caller should stop writing. */
  alPerderBloqueo?: (err: Error) => void;
}): Promise<Database> {
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
    const [{ PGlite }, { openPglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('./pglite'),
    ]);
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
