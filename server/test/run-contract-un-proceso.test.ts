/**
 * The run contract of DESIGN.md §1: one process per DATA_DIR (a second server or the seed refuses at once,
 * naming the first, which loses nothing).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEnPglite, iniciarSesion, procesosDelFichero, loginVivo } from './run-contract-comun';
import { puertoLibre } from './servidor-en-proceso';

const { arrancar, ejecutar } = procesosDelFichero();

describeEnPglite('one process per DATA_DIR (DESIGN.md §1)', () => {
  it('a second npm start and a seed:demo exit 1 at once naming the first, which loses nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-bloqueo-'));
    const admin = { ADMIN_EMAIL: 'jefa@bloqueo.es', ADMIN_PASSWORD: 'Contrato#2026!' };
    try {
      const primero = await arrancar({ DATA_DIR: dataDir, ...admin });
      const antes = await iniciarSesion(primero.base, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);

      const segundo = await ejecutar(['server/src/server.ts'], {
        DATA_DIR: dataDir,
        PORT: String(await puertoLibre()),
        ...admin,
      });
      expect(segundo.code).toBe(1);
      expect(segundo.salida).toMatch(/está en uso por el proceso \d+ \(npm start \(servidor\)/);
      expect(segundo.ms).toBeLessThan(30_000);

      const seed = await ejecutar(['server/src/seed/seed-demo.ts'], { DATA_DIR: dataDir });
      expect(seed.code).toBe(1);
      expect(seed.salida).toMatch(/está en uso por el proceso \d+/);
      expect(seed.salida).not.toContain('✓');

      // The first server still answers, and what it acknowledged before and after is all there.
      expect(await loginVivo(primero.base, antes)).toBe(true);
      const despues = await iniciarSesion(primero.base, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);
      await primero.parar();
      const otraVez = await arrancar({ DATA_DIR: dataDir, ...admin });
      expect(await loginVivo(otraVez.base, antes)).toBe(true);
      expect(await loginVivo(otraVez.base, despues)).toBe(true);
      await otraVez.parar();
      // Once the server is stopped, the seed may run.
      const libre = await ejecutar(['server/src/seed/seed-demo.ts'], { DATA_DIR: dataDir }, 180_000);
      expect(libre.code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);

  it('seed:demo refuses NODE_ENV=production', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-seed-prod-'));
    try {
      const r = await ejecutar(['server/src/seed/seed-demo.ts'], {
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
