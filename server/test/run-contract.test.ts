/**
 * The run contract of DESIGN.md §1, on the real entry point (`server/src/server.ts` as `npm start` runs it):
 * migrations at start-up, the first admin, the SPA and the API on one port — on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is given. (One process per DATA_DIR and the start-up checks are in
 * run-contract-un-proceso.test.ts and run-contract-arranque.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, it, expect } from 'vitest';
import { withDatabase } from './global-setup';
import { comprobarContrato, enPglite, pasadaPostgres, procesosDelFichero } from './run-contract-comun';

const { arrancar } = procesosDelFichero();

describe('npm start', () => {
  enPglite(
    'on PGlite: migrates, creates ADMIN_EMAIL/ADMIN_PASSWORD and serves app and API',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-contrato-'));
      try {
        const s = await arrancar({
          DATA_DIR: dataDir,
          ADMIN_EMAIL: 'jefa@contrato.es',
          ADMIN_PASSWORD: 'Contrato#2026!',
        });
        await comprobarContrato(s.base, 'jefa@contrato.es', 'Contrato#2026!');
        // The quick start (no SMTP_URL) says once that no e-mail is sent, and where to read them.
        expect(s.salida().match(/SMTP_URL no está configurada: no se envía ningún correo/g)).toHaveLength(1);
        expect(s.salida()).toContain('/correo-local (solo desde este equipo)');
        await s.parar();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    200_000,
  );

  enPglite(
    'without ADMIN_* creates admin@localhost with a random password printed once',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-contrato-'));
      try {
        const primera = await arrancar({ DATA_DIR: dataDir });
        const password = /Contraseña \(se muestra una sola vez\): (\S+)/.exec(primera.salida())?.[1];
        expect(password).toBeDefined();
        await comprobarContrato(primera.base, 'admin@localhost', password!);
        await primera.parar();
        const segunda = await arrancar({ DATA_DIR: dataDir });
        expect(segunda.salida()).not.toContain('se muestra una sola vez');
        await segunda.parar();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    200_000,
  );

  it.runIf(pasadaPostgres)(
    'on PostgreSQL (DATABASE_URL): the same contract',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `escuela_contrato_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const s = await arrancar({
          DATABASE_URL: withDatabase(url, name),
          ADMIN_EMAIL: 'jefa@contrato.es',
          ADMIN_PASSWORD: 'Contrato#2026!',
        });
        await comprobarContrato(s.base, 'jefa@contrato.es', 'Contrato#2026!');
        await s.parar();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    200_000,
  );
});
