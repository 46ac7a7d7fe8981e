/**
 * The run contract of DESIGN.md §1 and §6 on the real entry point (`server/src/server.ts` as `npm start` runs it).
 * On PGlite, one DATA_DIR followed from its first start to the seed, so that two server starts (a fresh one,
 * then a restart) serve every check: migrations and the first admin from ADMIN_*, the SPA and the API on one
 * port, the quick start's word on e-mail; one process per DATA_DIR (§1); SIGTERM during a burst of writes
 * (§6); the seed once the server has stopped. On PostgreSQL (TEST_DATABASE_URL given) the same contract.
 * The first admin without ADMIN_* is checked on the supervised server of supervisor.test.ts, and the
 * start-up refusals in run-contract-arranque.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, it, expect } from 'vitest';
import { withDatabase } from './global-setup';
import {
  comprobarContrato,
  enPglite,
  iniciarSesion,
  loginVivo,
  pasadaPostgres,
  procesosDelFichero,
} from './run-contract-comun';
import { puertoLibre } from './servidor-en-proceso';

const { arrancar, ejecutar } = procesosDelFichero();

describe('npm start', () => {
  enPglite(
    'on PGlite: migrates, creates ADMIN_EMAIL/ADMIN_PASSWORD, serves app and API; a second server and seed:demo ' +
      'refuse while it runs; SIGTERM during a burst of writes exits 0 and loses no acknowledged write; then the seed runs',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escuela-contrato-'));
      const admin = { ADMIN_EMAIL: 'jefa@contrato.es', ADMIN_PASSWORD: 'Contrato#2026!' };
      try {
        // A fresh DATA_DIR: migrations, the admin of ADMIN_*, app and API on one port (DESIGN.md §1).
        const primero = await arrancar({ DATA_DIR: dataDir, ...admin });
        const antes = await comprobarContrato(primero.base, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);
        // The quick start (no SMTP_URL) says once that no e-mail is sent, and where to read them.
        expect(
          primero.salida().match(/SMTP_URL no está configurada: no se envía ningún correo/g),
        ).toHaveLength(1);
        expect(primero.salida()).toContain('/correo-local (solo desde este equipo)');

        // One process per DATA_DIR (DESIGN.md §1): a second npm start and a seed:demo exit 1 at once naming
        // the first, which loses nothing.
        const segundo = await ejecutar('npm start', {
          DATA_DIR: dataDir,
          PORT: String(await puertoLibre()),
          ...admin,
        });
        expect(segundo.code).toBe(1);
        expect(segundo.salida).toMatch(/está en uso por el proceso \d+ \(npm start \(servidor\)/);
        expect(segundo.ms).toBeLessThan(30_000);

        const seed = await ejecutar('seed:demo', { DATA_DIR: dataDir });
        expect(seed.code).toBe(1);
        expect(seed.salida).toMatch(/está en uso por el proceso \d+/);
        expect(seed.salida).not.toContain('✓');

        // The first server still answers: what it acknowledged before is there, and it takes new writes.
        expect(await loginVivo(primero.base, antes)).toBe(true);
        const despues = await iniciarSesion(primero.base, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);

        // SIGTERM during a burst of writes (DESIGN.md §6). Each sign-in writes a session row; a 200 is an
        // acknowledged write. SIGTERM goes as soon as the first is acknowledged, with the rest in flight.
        let primera: () => void = () => undefined;
        const hayUna = new Promise<void>((r) => (primera = r));
        const rafaga = Array.from({ length: 30 }, () =>
          fetch(`${primero.base}/api/auth/login`, {
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
        const code = await primero.parar();
        const ms = Date.now() - inicio;
        expect(code).toBe(0);
        expect(ms).toBeLessThan(10_000);
        const confirmadas = (await Promise.all(rafaga)).filter((c): c is string => c !== null);
        expect(confirmadas.length).toBeGreaterThan(0);

        // Started again on the same DATA_DIR: every acknowledged write is there.
        const otraVez = await arrancar({ DATA_DIR: dataDir, ...admin });
        for (const cookie of [antes, despues, ...confirmadas]) {
          expect(await loginVivo(otraVez.base, cookie)).toBe(true);
        }
        await otraVez.parar();

        // Once the server is stopped, the seed may run.
        const libre = await ejecutar('seed:demo', { DATA_DIR: dataDir }, 180_000);
        expect(libre.code).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    500_000,
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
