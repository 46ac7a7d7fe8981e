/**
 * The backfill of the enrolment history (server/drizzle/*_matriculas_historial.sql, decision 030),
 * run again on students written the old way (no history), on PGlite and PostgreSQL alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alumnos, asistencias, matriculas, sesiones } from '../src/db/schema/index';
import { RAIZ_SERVIDOR } from '../src/raiz';
import { buildTestApp, type TestApp } from './app';
import { crearColegioDePrueba, crearGrupoDePrueba, crearProfesorDePrueba } from './fabricas';

let t: TestApp;
let A: number;
let B: number;
const ids: Record<string, number> = {};

// Found by its name's ending: migrations are renumbered when branches merge.
const CARPETA = path.join(RAIZ_SERVIDOR, 'drizzle');
const SQL_RELLENO = readFileSync(
  path.join(CARPETA, readdirSync(CARPETA).find((f) => f.endsWith('_matriculas_historial.sql'))!),
  'utf8',
);

/** A student as the old code wrote them: created (and last changed) at a given instant, no history. */
async function alumno(
  nombre: string,
  datos: { grupoId: number | null; estado?: 'alta' | 'baja'; creado: string; cambiado?: string },
) {
  const [a] = await t.db
    .insert(alumnos)
    .values({ nombre, apellidos: 'Antiguo', grupoId: datos.grupoId, estado: datos.estado ?? 'alta' })
    .returning();
  await t.db.execute(sql`update ${alumnos} set created_at = ${datos.creado}::timestamptz,
    updated_at = ${datos.cambiado ?? datos.creado}::timestamptz where id = ${a!.id}`);
  ids[nombre] = a!.id;
}

/** A record on a session of the group that day (the session is created if needed). */
async function registro(nombre: string, grupoId: number, dia: string) {
  const fecha = `${dia} 16:00:00`;
  const [s] = await t.db
    .insert(sesiones)
    .values({ grupoId, fecha, estado: 'completada' })
    .onConflictDoUpdate({ target: [sesiones.grupoId, sesiones.fecha], set: { estado: 'completada' } })
    .returning();
  await t.db
    .insert(asistencias)
    .values({ alumnoId: ids[nombre]!, grupoId, sesionId: s!.id, fechaSesion: fecha, asistio: true });
}

beforeAll(async () => {
  t = await buildTestApp();
  const colegio = await crearColegioDePrueba(t.db);
  const p = await crearProfesorDePrueba(t.db);
  A = (await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: p.id, nombre: 'A' })).id;
  B = (await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: p.id, nombre: 'B' })).id;

  // 23:30 UTC on 30 September is 1 October at the school.
  await alumno('Nueva', { grupoId: A, creado: '2026-09-30T23:30:00Z' });
  await alumno('Cambió', { grupoId: B, creado: '2026-09-01T10:00:00Z' });
  await registro('Cambió', A, '2026-09-10');
  await registro('Cambió', A, '2026-10-05');
  await registro('Cambió', B, '2026-10-08');
  await alumno('Baja', {
    grupoId: A,
    estado: 'baja',
    creado: '2026-09-01T10:00:00Z',
    cambiado: '2026-10-15T10:00:00Z',
  });
  await registro('Baja', A, '2026-10-10');
  await alumno('Tardía', { grupoId: A, creado: '2026-11-20T10:00:00Z' });
  await registro('Tardía', A, '2026-10-01');
  await alumno('Sin grupo', { grupoId: null, creado: '2026-09-01T10:00:00Z' });
  await alumno('Baja breve', {
    grupoId: A,
    estado: 'baja',
    creado: '2026-10-20T10:00:00Z',
    cambiado: '2026-10-20T12:00:00Z',
  });

  await t.db.delete(matriculas);
  for (const sentencia of SQL_RELLENO.split('--> statement-breakpoint'))
    await t.db.execute(sql.raw(sentencia));
});
afterAll(() => t.close());

const historial = async (nombre: string) =>
  (
    await t.db
      .select({ grupoId: matriculas.grupoId, desde: matriculas.desde, hasta: matriculas.hasta })
      .from(matriculas)
      .where(eq(matriculas.alumnoId, ids[nombre]!))
      .orderBy(asc(matriculas.desde))
  ).map((m) => [m.grupoId === A ? 'A' : 'B', m.desde, m.hasta]);

describe('the matriculas_historial migration', () => {
  it.each([
    [
      'created in the group: from the day they were created (school calendar)',
      'Nueva',
      [['A', '2026-10-01', null]],
    ],
    [
      'records in an earlier group: that group from the first to the day after the last, then the current one',
      'Cambió',
      [
        ['A', '2026-09-10', '2026-10-06'],
        ['B', '2026-10-06', null],
      ],
    ],
    ['in baja: closed on the day of the last change', 'Baja', [['A', '2026-09-01', '2026-10-15']]],
    ['a record older than the student: from the record', 'Tardía', [['A', '2026-10-01', null]]],
    ['no group, no records: no history', 'Sin grupo', []],
    ['in baja since the day they were created: no history', 'Baja breve', []],
  ])('%s', async (_caso, nombre, esperado) => expect(await historial(nombre)).toEqual(esperado));
});
