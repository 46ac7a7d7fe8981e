/**
 * The run contract of DESIGN.md §1 and §6: what refuses to start, with a clear message and status 1, before
 * any database is opened (a weak first-admin password, production without SMTP, the seed in production).
 * No server starts here: the servers of the run contract are in run-contract.test.ts and supervisor.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEnPglite, procesosDelFichero } from './run-contract-comun';
import { puertoLibre } from './servidor-en-proceso';

const { ejecutar } = procesosDelFichero();

describeEnPglite('start-up checks', () => {
  it('a weak ADMIN_PASSWORD stops the server with a clear message and status 1, creating nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-admin-debil-'));
    try {
      // Checked before the database is opened: only the password dictionaries are loaded.
      const r = await ejecutar('npm start', {
        DATA_DIR: dataDir,
        PORT: String(await puertoLibre()),
        ADMIN_EMAIL: 'jefa@debil.es',
        ADMIN_PASSWORD: 'Summer2024!',
      });
      expect(r.code).toBe(1);
      expect(r.salida).toContain('ADMIN_PASSWORD no es válida: Esa contraseña es demasiado común');
      // No database created or migrated, no lock taken: the DATA_DIR is as it was.
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('production without SMTP_URL refuses to start', async () => {
    const r = await ejecutar('npm start', { NODE_ENV: 'production', PORT: '1' });
    expect(r.code).toBe(1);
    expect(r.salida).toContain('SMTP_URL es obligatoria');
  }, 60_000);

  it('seed:demo refuses NODE_ENV=production', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-seed-prod-'));
    try {
      const r = await ejecutar('seed:demo', {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
      });
      expect(r.code).toBe(1);
      expect(r.salida).toContain('no se puede ejecutar con NODE_ENV=production');
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
