/**
 * Students' spreadsheets at scale (DESIGN.md §8: a 5,000-row import under 5 s; issue 6: a 10,000-student
 * export under 5 s), through the real routes (multipart upload → worker parse → one transaction; GET →
 * xlsx). Run alone with `npx tsx bench/alumnos-import-export.bench.ts`, or `npm run bench -- alumnos`.
 * PGlite in memory unless DATABASE_URL points at a PostgreSQL.
 */
import { PGlite } from '@electric-sql/pglite';
import ExcelJS from 'exceljs';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { openPostgres } from '../server/src/db/client';
import { openPglite } from '../server/src/db/pglite';
import { alumnos, asistencias, sesiones } from '../server/src/db/schema/index';
import { crearUsuario } from '../server/src/modulos/usuarios/usuarios.service';
import { crearColegioDePrueba, crearGrupoDePrueba, crearProfesorDePrueba } from '../server/test/factories';
import { multipart } from '../server/test/alumnos/archivos';

const FILAS_IMPORT = 5_000;
const TOTAL_ALUMNOS = 10_000;
const OBJETIVO_MS = 5_000;

const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(new PGlite());
await database.migrate();
const db = database.db;
const app = await buildApp({
  db,
  config: { ...loadConfig({ PORT: '0' }), webDist: undefined, logLevel: 'silent' },
  logger: false,
});
await app.ready();
const email = `bench-alumnos-${Date.now()}@bench.es`;
await crearUsuario(db, { nombre: 'Bench', email, rol: 'admin', password: 'Bench#2026seguro' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email, password: 'Bench#2026seguro' },
});
const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;

const colegio = await crearColegioDePrueba(db);
const profesor = await crearProfesorDePrueba(db);
const grupos: { id: number }[] = [];
for (let i = 0; i < 20; i++) {
  grupos.push(
    await crearGrupoDePrueba(db, {
      colegioId: colegio.id,
      profesorId: profesor.id,
      nombre: `Bench Grupo ${i + 1}`,
    }),
  );
}

// ── 5,000-row import ────────────────────────────────────────────────────────────────────────────────
const wb = new ExcelJS.Workbook();
const ws = wb.addWorksheet('Alumnos');
ws.addRow([
  'Nombre',
  'Apellidos',
  'Fecha de nacimiento',
  'Curso',
  'Letra',
  'Grupo',
  'Teléfono 1',
  'DNI',
  'Observaciones',
  'Estado',
]);
for (let i = 0; i < FILAS_IMPORT; i++) {
  ws.addRow([
    `Nombre${i}`,
    `Apellido${i} Bench`,
    `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${2012 + (i % 8)}`,
    `${(i % 6) + 1}º Primaria`,
    'ABC'[i % 3],
    `Bench Grupo ${(i % 20) + 1}`,
    600_000_000 + i,
    null,
    i % 5 === 0 ? `Observación de prueba número ${i}` : null,
    'Alta',
  ]);
}
const archivo = Buffer.from(await wb.xlsx.writeBuffer());

async function medir<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await fn();
  return [r, performance.now() - t0];
}
const importar = () => {
  const m = multipart('alumnos.xlsx', archivo);
  return app.inject({
    method: 'POST',
    url: '/api/alumnos/import',
    payload: m.payload,
    headers: { ...m.headers, cookie },
  });
};
const linea = (texto: string, ms: number, objetivo = OBJETIVO_MS) =>
  console.log(
    `${texto.padEnd(58)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${ms < objetivo ? '✓' : '✗'} (objetivo < ${objetivo / 1000} s)`,
  );

const [r1, t1] = await medir(importar);
if (r1.statusCode !== 200 || r1.json().creados !== FILAS_IMPORT)
  throw new Error(`import: ${r1.statusCode} ${r1.body.slice(0, 300)}`);
linea(
  `Importar ${FILAS_IMPORT} filas .xlsx (${(archivo.length / 1024).toFixed(0)} KB, arranque del worker incl.)`,
  t1,
);
const [r2, t2] = await medir(importar);
if (r2.json().sinCambios !== FILAS_IMPORT) throw new Error(`reimport: ${r2.body.slice(0, 300)}`);
linea(`Reimportar el mismo archivo (${FILAS_IMPORT} sin cambios)`, t2);

// ── 10,000 students, a term of sessions and attendance ──────────────────────────────────────────────
const faltan = TOTAL_ALUMNOS - FILAS_IMPORT;
for (let i = 0; i < faltan; i += 1000) {
  await db.insert(alumnos).values(
    Array.from({ length: Math.min(1000, faltan - i) }, (_, k) => ({
      nombre: `Extra${i + k}`,
      apellidos: `=Formula${i + k}`,
      grupoId: grupos[(i + k) % grupos.length]!.id,
      fechaNacimiento: '2015-03-02',
      observaciones: (i + k) % 3 ? null : 'Texto de observación',
    })),
  );
}
const sesionesCreadas = await db
  .insert(sesiones)
  .values(
    grupos.flatMap((g) =>
      Array.from({ length: 12 }, (_, s) => ({
        grupoId: g.id,
        fecha: `2025-10-${String(s + 1).padStart(2, '0')} 16:00:00`,
      })),
    ),
  )
  .returning();
const todos = await db.select({ id: alumnos.id, grupoId: alumnos.grupoId }).from(alumnos);
const faltas = todos
  .filter((_, i) => i % 4 === 0)
  .flatMap((a) =>
    sesionesCreadas
      .filter((s) => s.grupoId === a.grupoId)
      .slice(0, 3)
      .map((s) => ({
        alumnoId: a.id,
        grupoId: a.grupoId!,
        sesionId: s.id,
        fechaSesion: s.fecha,
        asistio: false,
      })),
  );
for (let i = 0; i < faltas.length; i += 2000) await db.insert(asistencias).values(faltas.slice(i, i + 2000));

const exportar = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const [e1, te1] = await medir(() => exportar('/api/alumnos/export'));
if (e1.statusCode !== 200) throw new Error(`export ${e1.statusCode}`);
linea(
  `Exportar ${todos.length} alumnos → alumnos.xlsx (${(e1.rawPayload.length / 1024).toFixed(0)} KB)`,
  te1,
);
const [e2, te2] = await medir(() => exportar('/api/alumnos/export-detalles'));
if (e2.statusCode !== 200) throw new Error(`export-detalles ${e2.statusCode}`);
linea(`Exportar detalle de ${todos.length} alumnos (${faltas.length} faltas)`, te2);
console.log(`Base de datos: ${database.kind}`);

await app.close();
await database.close();
