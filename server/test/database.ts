import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { PREFIJO_COPIA, TEMPLATE_DB, conCliente, withDatabase } from './global-setup';

/**
 * PGlite instances a worker has already loaded, waiting for the next test file. Loading the migrated
 * dump costs ~2–3 s of CPU (the data directory into memory and PostgreSQL's start-up in WebAssembly);
 * bringing a used instance back to the migrated state costs ~0.1 s. The files of a worker share its module
 * graph (`isolate: false`), so this list lives as long as the worker.
 */
const libres: PGlite[] = [];
/**
 * The same for PostgreSQL: databases of this run a worker's earlier files used, back in the migrated
 * state. A copy of the template (CREATE DATABASE) cost the server ~0.3 core-seconds per file under the
 * API lane's load, over half of PostgreSQL's CPU in the whole pass; a reset costs a few hundredths.
 * The global set-up's teardown drops them (`borrarCopias`).
 */
const libresPg: string[] = [];
/** Two are enough: a file rarely holds more than two databases at once. */
const MAX_LIBRES = 2;

/** What `leerEstado` and `restablecer` need of a connection: PGlite's and pg's `query`, and a script. */
interface Conexion {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** The migrated state, read once from the first instance loaded: what `restablecer` returns to. */
interface Estado {
  /** Rows the migrations wrote (reference data), by table, as JSON. */
  filas: { tabla: string; json: string }[];
  secuencias: { nombre: string; valor: number | null }[];
  /** The schema's shape: a test that changes it (and does not undo it) gets no reuse of its instance. */
  forma: string;
}
let migrado: Promise<Estado> | undefined;

const FORMA = `select md5(string_agg(x, ',' order by x)) as forma from (
    select n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || a.attname || ':' || a.atttypid::text || ':' ||
           a.attnotnull::text || ':' || a.atthasdef::text as x
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname in ('public', 'drizzle')
    union all select 'con:' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
     where connamespace = 'public'::regnamespace
    union all select 'trg:' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
    union all select 'fn:' || proname || ':' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
    union all select 'rol:' || rolname from pg_roles
  ) t`;
const TABLAS = `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as tabla, pg_relation_size(c.oid) > 0 as usada
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'r' and n.nspname in ('public', 'drizzle')`;
const SECUENCIAS = `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as nombre, last_value::float8 as valor
  from pg_sequences where schemaname in ('public', 'drizzle')`;

async function leerEstado(client: Conexion): Promise<Estado> {
  const filas: Estado['filas'] = [];
  for (const { tabla, usada } of (await client.query<{ tabla: string; usada: boolean }>(TABLAS)).rows) {
    if (!usada) continue;
    const { json } = (
      await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${tabla} t`)
    ).rows[0]!;
    if (json) filas.push({ tabla, json });
  }
  const secuencias = (await client.query<Estado['secuencias'][number]>(SECUENCIAS)).rows;
  const { forma } = (await client.query<{ forma: string }>(FORMA)).rows[0]!;
  return { filas, secuencias, forma };
}

/**
 * Brings a database back to the migrated state: session state dropped (prepared statements, settings,
 * LISTENs, advisory locks), every table with any page emptied (identities restarted), the migrations'
 * rows written again and every sequence where it was, in one transaction. False when the test changed the
 * schema.
 */
async function restablecer(client: Conexion, estado: Estado): Promise<boolean> {
  await client.exec('DISCARD ALL');
  if ((await client.query<{ forma: string }>(FORMA)).rows[0]!.forma !== estado.forma) return false;
  const usadas = (await client.query<{ tabla: string; usada: boolean }>(TABLAS)).rows
    .filter((t) => t.usada)
    .map((t) => t.tabla);
  await client.exec('BEGIN');
  try {
    if (usadas.length) await client.exec(`TRUNCATE ${usadas.join(', ')} RESTART IDENTITY CASCADE`);
    for (const { tabla, json } of estado.filas) {
      await client.query(
        `insert into ${tabla} overriding system value select * from json_populate_recordset(null::${tabla}, $1::json)`,
        [json],
      );
    }
    for (const { nombre, valor } of estado.secuencias) {
      await client.query(
        valor === null
          ? `select setval('${nombre}', 1, false)`
          : `select setval('${nombre}', $1::bigint, true)`,
        valor === null ? [] : [valor],
      );
    }
    await client.exec('COMMIT');
  } catch (e) {
    await client.exec('ROLLBACK').catch(() => undefined);
    throw e;
  }
  return true;
}

async function pgliteDePrueba(): Promise<Database> {
  const volcado = inject('pgliteDump');
  if (!volcado) {
    throw new Error(
      'Esta prueba usa la base de datos: es una prueba de API (fichero *.test.ts, proyecto server-api), ' +
        'no una unitaria (*.unit.test.ts, sin la preparación global que migra la base).',
    );
  }
  let client = libres.pop();
  if (!client) {
    client = new PGlite({ loadDataDir: new Blob([readFileSync(volcado)]) });
    await client.waitReady;
    // Read before any test writes to it: the first instance is the migrated state itself.
    migrado ??= leerEstado(client);
    await migrado;
  }
  const propio = client;
  const database = openPglite(propio);
  let cerrada = false;
  return {
    ...database,
    // Back to the migrated state and to the list, for the next file; closed if it cannot be reused.
    async close() {
      if (cerrada) return;
      cerrada = true;
      const reutilizable =
        libres.length < MAX_LIBRES &&
        !propio.closed &&
        (await restablecer(propio, await migrado!).catch(() => false));
      if (reutilizable) libres.push(propio);
      else if (!propio.closed) await propio.close();
    },
  };
}

async function postgresDePrueba(url: string): Promise<Database & { url: string }> {
  let name = libresPg.pop();
  if (!name) {
    name = `${PREFIJO_COPIA}${randomBytes(6).toString('hex')}`;
    // FILE_COPY: the template's files copied as files (two checkpoints, cheap with the test server's
    // fsync=off), not PostgreSQL 15's default WAL_LOG, which writes every block through the WAL.
    await conCliente(url, (admin) =>
      admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB} STRATEGY FILE_COPY`),
    );
    // Read before any test writes to it: the first copy is the migrated state itself.
    migrado ??= conCliente(withDatabase(url, name), (client) => leerEstado(adaptar(client)));
    await migrado;
  }
  const propio = name;
  const database = openPostgres(withDatabase(url, propio), 4);
  let cerrada = false;
  return {
    ...database,
    url: withDatabase(url, propio),
    // Back to the migrated state and to the list, for the next file; dropped if it cannot be reused.
    async close() {
      if (cerrada) return;
      cerrada = true;
      await database.close();
      const reutilizable =
        libresPg.length < MAX_LIBRES &&
        (await conCliente(withDatabase(url, propio), async (client) => {
          // A pool the test opened on `url` (a second process) and left open goes first.
          await client.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
          return restablecer(adaptar(client), await migrado!);
        }).catch(() => false));
      if (reutilizable) libresPg.push(propio);
      else await conCliente(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${propio} WITH (FORCE)`));
    },
  };
}

function adaptar(client: pg.Client): Conexion {
  return {
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await client.query(sql, params)).rows as T[],
    }),
    exec: (sql) => client.query(sql),
  };
}

/**
 * A fresh, migrated database for one test file: a PGlite instance, or a PostgreSQL database of this run
 * (then `url` says where, for a process of its own), either new or one a previous file of this worker used,
 * brought back to the migrated state.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresDePrueba(url) : pgliteDePrueba();
}
