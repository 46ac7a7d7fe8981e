/**
 * Migrates one database before the API tests: a PGlite dump (default) or, with TEST_DATABASE_URL, a
 * PostgreSQL template database. Each test file then gets its own copy (see `database.ts`).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
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
  const database = openPglite(new PGlite());
  await database.migrate();
  const dump = await (database as unknown as { db: { $client: PGlite } }).db.$client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `escuela-test-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
}
