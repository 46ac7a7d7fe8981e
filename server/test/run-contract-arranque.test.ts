/**
 * The run contract of DESIGN.md §1 and §6: the start-up checks (a weak first-admin password, production
 * without SMTP) and a SIGTERM during a burst of writes.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEnPglite, procesosDelFichero, loginVivo } from './run-contract-comun';
import { puertoLibre } from './servidor-en-proceso';

const { arrancar, ejecutar } = procesosDelFichero();

describeEnPglite('start-up checks', () => {
  it('a weak ADMIN_PASSWORD stops the server with a clear message and status 1, creating nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-admin-debil-'));
    try {
      // Checked before the database is opened: only the password dictionaries are loaded.
      const r = await ejecutar(['server/src/server.ts'], {
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
    const r = await ejecutar(['server/src/server.ts'], { NODE_ENV: 'production', PORT: '1' });
    expect(r.code).toBe(1);
    expect(r.salida).toContain('SMTP_URL es obligatoria');
  }, 60_000);
});

describeEnPglite('SIGTERM (DESIGN.md §6)', () => {
  it('during a burst of writes: exits 0 within 10 s and every acknowledged write is there afterwards', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-sigterm-'));
    const admin = { ADMIN_EMAIL: 'jefa@sigterm.es', ADMIN_PASSWORD: 'Contrato#2026!' };
    try {
      const s = await arrancar({ DATA_DIR: dataDir, ...admin });
      // Each sign-in writes a session row; a 200 is an acknowledged write. SIGTERM goes as soon as the
      // first is acknowledged, with the rest of the burst in flight.
      let primera: () => void = () => undefined;
      const hayUna = new Promise<void>((r) => (primera = r));
      const rafaga = Array.from({ length: 30 }, () =>
        fetch(`${s.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
        }).then(
          (r) => {
            if (r.status !== 200) return null;
            primera();
            return (r.headers.get('set-cookie') ?? '').split(';')[0]!;
          },
          () => null,
        ),
      );
      await hayUna;
      const inicio = Date.now();
      const code = await s.parar();
      const ms = Date.now() - inicio;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
      const confirmadas = (await Promise.all(rafaga)).filter((c): c is string => c !== null);
      expect(confirmadas.length).toBeGreaterThan(0);

      const otraVez = await arrancar({ DATA_DIR: dataDir, ...admin });
      for (const cookie of confirmadas) expect(await loginVivo(otraVez.base, cookie)).toBe(true);
      await otraVez.parar();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
