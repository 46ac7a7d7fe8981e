/**
 * Migrates one database before the API tests (`server-api`): a PGlite dump (default) or, with
 * TEST_DATABASE_URL, a PostgreSQL template database. Each test file then gets its own copy (see
 * `database.ts`). The PGlite dump is kept in node_modules/.cache under a fingerprint of the migrations and
 * of the packages that apply them, so a second run (one file while writing a test) skips the ~5 CPU
 * seconds of creating and migrating it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { procesoVivo } from '../src/db/bloqueo';
import { openPostgres } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { compilarServidor } from '../../scripts/compilar-servidor.mjs';

// TEST_TEMPLATE_DB lets several checkouts share one PostgreSQL server without clobbering each other's template.
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'escuela_test_template';
/** The test files' copies of the template (database.ts): reused by a worker's files, dropped at the end. */
export const PREFIJO_COPIA = `${TEMPLATE_DB}_c_`;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The bundled server the process tests start as npm start does (servidor-en-proceso.ts). */
    servidorNpmStart: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const raiz = path.resolve(import.meta.dirname, '../..');

/** What the migrated database depends on: every migration file and the versions of the migrator. */
function huellaMigraciones(): string {
  const h = createHash('sha256');
  const carpeta = path.join(raiz, 'server/drizzle');
  const recorrer = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const ruta = path.join(dir, e.name);
      if (e.isDirectory()) recorrer(ruta);
      else h.update(path.relative(carpeta, ruta)).update(readFileSync(ruta));
    }
  };
  recorrer(carpeta);
  const lock = JSON.parse(readFileSync(path.join(raiz, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  for (const paquete of ['@electric-sql/pglite', 'drizzle-orm']) {
    h.update(paquete).update(String(lock.packages[`node_modules/${paquete}`]?.version));
  }
  return h.digest('hex').slice(0, 16);
}

async function volcadoPglite(): Promise<string> {
  const cache = path.join(raiz, 'node_modules/.cache/escuela-test');
  const archivo = path.join(cache, `pglite-${huellaMigraciones()}.tar`);
  if (existsSync(archivo)) return archivo;
  const database = openPglite(new PGlite());
  await database.migrate();
  const dump = await (database as unknown as { db: { $client: PGlite } }).db.$client.dumpDataDir('none');
  mkdirSync(cache, { recursive: true });
  // Written aside and renamed, so a run starting at the same time never reads half a file.
  const temporal = `${archivo}.${process.pid}`;
  writeFileSync(temporal, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporal, archivo);
  await database.close();
  // Dumps of older migrations are of no further use.
  for (const viejo of readdirSync(cache)) {
    if (/^pglite-\w+\.tar$/.test(viejo) && path.join(cache, viejo) !== archivo)
      rmSync(path.join(cache, viejo));
  }
  return archivo;
}

const SERVIDOR = path.resolve(import.meta.dirname, '..');
const PREFIJO_BUNDLE = 'dist-pruebas-';

/**
 * `server/src/server.ts` bundled as npm start bundles it, for the process tests: into a folder of this run
 * beside server/dist (which the browser tests' set-up may be writing; and a bundle's folder must be a child
 * of server/, where it finds server/node_modules and its migrations), removed when the run ends. Folders
 * of runs whose process has ended (a crash) go first.
 */
async function servidorNpmStart(proyecto: string): Promise<{ bundle: string; borrar: () => void }> {
  for (const nombre of readdirSync(SERVIDOR)) {
    const pid = nombre.startsWith(PREFIJO_BUNDLE) && Number.parseInt(nombre.slice(PREFIJO_BUNDLE.length));
    if (pid && !procesoVivo(pid)) rmSync(path.join(SERVIDOR, nombre), { recursive: true, force: true });
  }
  const carpeta = path.join(SERVIDOR, `${PREFIJO_BUNDLE}${process.pid}-${proyecto}`);
  const bundle = await compilarServidor('server/src/server.ts', carpeta);
  return { bundle, borrar: () => rmSync(carpeta, { recursive: true, force: true }) };
}

/** A pg client on one database of the test server, ended after `usar`. */
export async function conCliente<T>(url: string, usar: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await usar(client);
  } finally {
    await client.end();
  }
}

/** Drops the copies of the template left by this run's files (or by a run that crashed). */
async function borrarCopias(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [PREFIJO_COPIA],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}

export default async function setup(project: TestProject) {
  const { bundle, borrar } = await servidorNpmStart(project.name);
  project.provide('servidorNpmStart', bundle);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await conCliente(url, async (admin) => {
      await borrarCopias(admin);
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    });
    const template = openPostgres(withDatabase(url, TEMPLATE_DB), 1);
    await template.migrate();
    await template.close();
    project.provide('pgliteDump', '');
    return async () => {
      borrar();
      await conCliente(url, borrarCopias);
    };
  }
  project.provide('pgliteDump', await volcadoPglite());
  return borrar;
}
