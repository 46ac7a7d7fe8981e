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
import { openPostgres } from '../src/db/client';
import { openPglite } from '../src/db/pglite';

// TEST_TEMPLATE_DB lets several checkouts share one PostgreSQL server without clobbering each other's template.
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'escuela_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
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
    if (/^pglite-\w+\.tar$/.test(viejo) && path.join(cache, viejo) !== archivo) rmSync(path.join(cache, viejo));
  }
  return archivo;
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const template = openPostgres(withDatabase(url, TEMPLATE_DB), 1);
    await template.migrate();
    await template.close();
    project.provide('pgliteDump', '');
    return;
  }
  project.provide('pgliteDump', await volcadoPglite());
}
