import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { reportesEndpoints, type ReporteAsistenciasInput } from '@escuela/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, asistencias, sesiones } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  matricular,
} from '../../../test/fabricas';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { escribirReporteAsistencias } from './reporte-asistencias';
import { listGruposReporte } from './reportes.repository';

const { t, api } = usarAppDePrueba();
let admin: string;
let coordinador: string;
let profesor: string;
const LARGO = 'Programación y robótica avanzada: Colegio San Fernando';
const g = {} as Record<
  'kids' | 'vacio' | 'largo1' | 'largo2' | 'dic' | 'mes',
  { id: number; nombre: string }
>;

beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  coordinador = (await api.usuario('coordinador')).cookie;
  profesor = (await api.usuario('profesor')).cookie;
  const colegio = await crearColegioDePrueba(t.db);
  const p = await crearProfesorDePrueba(t.db);
  const grupo = (nombre: string) =>
    crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: p.id, nombre });
  g.kids = await grupo('Robótica Kids I');
  g.vacio = await grupo('Sin clases');
  g.largo1 = await grupo(LARGO);
  g.largo2 = await grupo(LARGO);
  g.dic = await grupo('Diciembre');

  const [ana, luis, baja, otro, eva, marta, antigua] = await t.db
    .insert(alumnos)
    .values([
      { nombre: 'Ana', apellidos: 'Álvarez Ruiz', grupoId: g.kids.id },
      { nombre: 'Luis', apellidos: '=Bravo', grupoId: g.kids.id },
      { nombre: 'Baja', apellidos: 'Dada De', grupoId: g.kids.id, estado: 'baja' },
      { nombre: 'Otro', apellidos: 'Grupo', grupoId: g.largo1.id },
      { nombre: 'Eva', apellidos: 'Vacía', grupoId: g.vacio.id },
      { nombre: 'Marta', apellidos: 'Cambia', grupoId: g.largo1.id },
      { nombre: 'Antigua', apellidos: 'Ya No', estado: 'baja' },
    ])
    .returning();
  // October 2025: Ana all along; Luis joined on the 10th; 'Baja' left on the 7th (the 7th excluded);
  // Marta moved from Kids to the long-named group on the 20th; Antigua left Kids in September.
  await matricular(t.db, ana!.id, g.kids.id);
  await matricular(t.db, luis!.id, g.kids.id, '2025-10-10');
  await matricular(t.db, baja!.id, g.kids.id, '2025-09-01', '2025-10-07');
  await matricular(t.db, otro!.id, g.largo1.id);
  await matricular(t.db, eva!.id, g.vacio.id);
  await matricular(t.db, marta!.id, g.kids.id, '2025-09-01', '2025-10-20');
  await matricular(t.db, marta!.id, g.largo1.id, '2025-10-20');
  await matricular(t.db, antigua!.id, g.kids.id, '2025-09-01', '2025-10-01');
  const s = await t.db
    .insert(sesiones)
    .values([
      { grupoId: g.kids.id, fecha: '2025-09-29 16:00:00' }, // the month before
      { grupoId: g.kids.id, fecha: '2025-10-06 16:00:00', estado: 'completada' },
      { grupoId: g.kids.id, fecha: '2025-10-08 16:00:00', estado: 'cancelada' },
      { grupoId: g.kids.id, fecha: '2025-10-13 16:00:00' },
      { grupoId: g.kids.id, fecha: '2025-10-31 18:30:00', estado: 'no_asignable' },
      { grupoId: g.kids.id, fecha: '2025-11-03 16:00:00' }, // the month after
      { grupoId: g.largo1.id, fecha: '2025-10-07 10:00:00' },
      { grupoId: g.largo1.id, fecha: '2025-10-07 17:00:00' },
      { grupoId: g.dic.id, fecha: '2025-12-31 23:00:00' },
      { grupoId: g.dic.id, fecha: '2026-01-01 00:00:00' },
    ])
    .returning();
  const [, oct6, oct8, oct13, oct31] = s;
  const registro = (alumno: typeof ana, sesion: typeof oct6, asistio: boolean) => ({
    alumnoId: alumno!.id,
    grupoId: sesion!.grupoId,
    sesionId: sesion!.id,
    fechaSesion: sesion!.fecha,
    asistio,
  });
  await t.db.insert(asistencias).values([
    registro(ana, oct6, false), // X
    registro(ana, oct8, false), // a cancelled session: not in the report
    { ...registro(ana, oct13, false), justificada: true }, // J
    registro(luis, oct31, false), // X
    registro(baja, oct6, false), // X: still enrolled on the 6th
    registro(marta, oct13, true), // ✓ recorded
    registro(otro, s[6], false),
  ]);

  // This month: a session that has begun (the 1st at midnight) and one still to come (today, at the
  // day's last second); Nora is in the group all along, Nico from the 2nd.
  const mes = hoyEscuela().slice(0, 7);
  g.mes = await grupo('Este mes');
  const [nora, nico] = await t.db
    .insert(alumnos)
    .values([
      { nombre: 'Nora', apellidos: 'Antes', grupoId: g.mes.id },
      { nombre: 'Nico', apellidos: 'Después', grupoId: g.mes.id },
    ])
    .returning();
  await matricular(t.db, nora!.id, g.mes.id);
  await matricular(t.db, nico!.id, g.mes.id, `${mes}-02`);
  await t.db.insert(sesiones).values([
    { grupoId: g.mes.id, fecha: `${mes}-01 00:00:00` },
    { grupoId: g.mes.id, fecha: `${hoyEscuela()} 23:59:59` },
  ]);
});

const pedir = (query: ReporteAsistenciasInput, cookie = admin) =>
  api.conCookie(cookie).llamar(reportesEndpoints.asistencias, { query });

async function libro(query: ReporteAsistenciasInput) {
  const res = await pedir(query);
  expect(res.status, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
  return { wb, res };
}

const valores = (ws: ExcelJS.Worksheet) => {
  const filas: unknown[][] = [];
  ws.eachRow((row) => filas.push((row.values as unknown[]).slice(1)));
  return filas;
};

describe('GET /api/reportes/asistencias', () => {
  it('one group: rows its students that month, columns the non-cancelled sessions, ✓/X/J, blanks and totals', async () => {
    const { wb, res } = await libro({ mes: '10', anio: '2025', grupoId: g.kids.id });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="asistencias-Robotica_Kids_I-2025-10.xlsx"; ` +
        `filename*=UTF-8''asistencias-Rob%C3%B3tica_Kids_I-2025-10.xlsx`,
    );
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Robótica Kids I']);
    const ws = wb.worksheets[0]!;
    const [cabecera, ...filas] = valores(ws);
    expect(cabecera).toEqual(['Alumno', '06/10', '13/10', '31/10', 'Asistencias']);
    const leyenda =
      'Leyenda: ✓ asistió · X faltó · J falta justificada · en blanco: la sesión aún no ha llegado o el alumno no estaba matriculado en el grupo ese día';
    expect(filas.at(-1)).toEqual([leyenda]);
    // By surname; where '=' sorts depends on the database's collation, so compare as a set.
    const alumnado = filas.slice(0, -1);
    expect(alumnado).toHaveLength(4);
    expect(alumnado).toEqual(
      expect.arrayContaining([
        ['Álvarez Ruiz, Ana', 'X', 'J', '✓', 1],
        // Joined on the 10th: blank before. A formula-looking name stays text.
        ["'=Bravo, Luis", undefined, '✓', 'X', 1],
        // Left on the 7th: blank after.
        ['Dada De, Baja', 'X', undefined, undefined, 0],
        // Moved to another group on the 20th: blank after (she is on that group's sheet from then).
        ['Cambia, Marta', '✓', '✓', undefined, 2],
      ]),
    );
    expect(ws.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    const filaAna = filas.findIndex((f) => f[0] === 'Álvarez Ruiz, Ana') + 2;
    expect(ws.getRow(filaAna).getCell(2).font?.color?.argb).toBe('FFB91C1C');
  });

  it('all groups: one sheet each, unique names within 31 characters; a group without sessions says so', async () => {
    const { wb, res } = await libro({ mes: '10', anio: '2025', grupoId: 'all' });
    expect(res.headers['content-disposition']).toContain('filename="asistencias-todos-2025-10.xlsx"');
    const nombres = wb.worksheets.map((w) => w.name);
    expect(nombres).toEqual([
      'Diciembre',
      'Este mes',
      'Programación y robótica avanzad',
      'Programación y robótica ava (2)',
      'Robótica Kids I',
      'Sin clases',
    ]);
    for (const n of nombres) expect(n.length).toBeLessThanOrEqual(31);

    const vacio = wb.getWorksheet('Sin clases')!;
    expect(valores(vacio)).toEqual([['No hay sesiones de este grupo en octubre de 2025']]);
    expect(valores(wb.getWorksheet('Diciembre')!)).toEqual([
      ['No hay sesiones de este grupo en octubre de 2025'],
    ]);
    // Two sessions on one day show their times; the group's only student missed the first.
    expect(valores(wb.getWorksheet('Programación y robótica avanzad')!)).toEqual([
      ['Alumno', '07/10 10:00', '07/10 17:00', 'Asistencias'],
      // Marta arrived on the 20th: both sessions were before.
      ['Cambia, Marta', undefined, undefined, 0],
      ['Grupo, Otro', 'X', '✓', 1],
      [expect.stringMatching(/^Leyenda: /)],
    ]);
    // The same name again, and no sessions.
    expect(valores(wb.getWorksheet('Programación y robótica ava (2)')!)).toEqual([
      ['No hay sesiones de este grupo en octubre de 2025'],
    ]);
    expect(valores(wb.getWorksheet('Robótica Kids I')!)).toHaveLength(6);
  });

  it('December covers the 31st up to midnight and not the 1st of January', async () => {
    const { wb } = await libro({ mes: '12', anio: '2025', grupoId: g.dic.id });
    expect(valores(wb.worksheets[0]!)).toEqual([
      ['Alumno', '31/12', 'Asistencias'],
      ['El grupo no tiene alumnos matriculados este mes'],
      [expect.stringMatching(/^Leyenda: /)],
    ]);
  });

  it('this month: a session still to come is blank for everyone, an enrolment from the 2nd blanks the 1st', async () => {
    const hoy = hoyEscuela();
    const { wb } = await libro({ mes: Number(hoy.slice(5, 7)), anio: hoy.slice(0, 4), grupoId: g.mes.id });
    const dia = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
    const columnas = hoy.endsWith('-01')
      ? [`01/${hoy.slice(5, 7)} 00:00`, `01/${hoy.slice(5, 7)} 23:59`]
      : [dia(`${hoy.slice(0, 7)}-01`), dia(hoy)];
    expect(valores(wb.worksheets[0]!)).toEqual([
      ['Alumno', ...columnas, 'Asistencias'],
      ['Antes, Nora', '✓', undefined, 1],
      ['Después, Nico', undefined, undefined, 0],
      [expect.stringMatching(/^Leyenda: /)],
    ]);
  });

  it('one group with no sessions that month: its only sheet says so', async () => {
    const { wb } = await libro({ mes: '1', anio: '2024', grupoId: g.vacio.id });
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Sin clases']);
    expect(valores(wb.worksheets[0]!)).toEqual([['No hay sesiones de este grupo en enero de 2024']]);
  });

  it('with no groups at all still writes a workbook Excel can open: one sheet that says so', async () => {
    const salida = new PassThrough();
    const trozos: Buffer[] = [];
    salida.on('data', (c: Buffer) => trozos.push(c));
    const fin = once(salida, 'end');
    await escribirReporteAsistencias(t.db, { mes: 10, anio: 2025, grupos: [] }, salida);
    await fin;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(trozos) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Asistencias']);
    expect(valores(wb.worksheets[0]!)).toEqual([['No hay grupos registrados']]);
  });

  it('answers 404 {message} for an unknown group', async () => {
    const res = await pedir({ mes: '10', anio: '2025', grupoId: '999999' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Grupo no encontrado' });
  });

  it.each([
    ['anio=2025&grupoId=all', 'mes', 'Por favor, selecciona mes, año y grupo'],
    ['mes=&anio=2025&grupoId=all', 'mes', 'Por favor, selecciona mes, año y grupo'],
    ['mes=10&grupoId=all', 'anio', 'Por favor, selecciona mes, año y grupo'],
    ['mes=10&anio=2025', 'grupoId', 'Por favor, selecciona mes, año y grupo'],
    ['mes=0&anio=2025&grupoId=all', 'mes', 'El mes debe ser un número entre 1 y 12'],
    ['mes=13&anio=2025&grupoId=all', 'mes', 'El mes debe ser un número entre 1 y 12'],
    ['mes=octubre&anio=2025&grupoId=all', 'mes', 'El mes debe ser un número entre 1 y 12'],
    ['mes=1e1&anio=2025&grupoId=all', 'mes', 'El mes debe ser un número entre 1 y 12'],
    ['mes=10&anio=1999&grupoId=all', 'anio', 'El año debe estar entre 2000 y 2100'],
    ['mes=10&anio=2025.5&grupoId=all', 'anio', 'El año debe estar entre 2000 y 2100'],
    ['mes=10&anio=2025&grupoId=todos', 'grupoId', "El grupo debe ser un identificador o 'all'"],
    ['mes=10&anio=2025&grupoId=0', 'grupoId', "El grupo debe ser un identificador o 'all'"],
    ['mes=10&anio=2025&grupoId=99999999999', 'grupoId', "El grupo debe ser un identificador o 'all'"],
  ])('refuses %s with 400 and a Spanish message', async (query, campo, mensaje) => {
    // The table is of query strings as a browser's address bar would send them.
    const res = await pedir(Object.fromEntries(new URLSearchParams(query)) as ReporteAsistenciasInput);
    expect(res.status).toBe(400);
    const body = res.error;
    expect(body.message).toBe(mensaje);
    expect(Object.keys(body.errors!)).toEqual([campo]);
  });

  it('streams the workbook (no Content-Length) and stops writing when the reader goes away', async () => {
    const { res } = await libro({ mes: '10', anio: '2025', grupoId: g.kids.id });
    expect(res.headers['content-length']).toBeUndefined();

    const colegio = await crearColegioDePrueba(t.db);
    const p = await crearProfesorDePrueba(t.db);
    const muchos = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: p.id, nombre: `Masivo ${i}` }),
      ),
    );
    await t.db
      .insert(sesiones)
      .values(
        muchos.flatMap((m) =>
          Array.from({ length: 8 }, (_, d) => ({ grupoId: m.id, fecha: `2025-10-${10 + d} 16:00:00` })),
        ),
      );
    // The reader goes away after the first bytes (what Fastify does when the client disconnects):
    // the writer stops at the next batch instead of waiting for a reader that never comes back.
    const grupos = await listGruposReporte(t.db, 'all');
    const salida = new PassThrough({ highWaterMark: 1024 });
    const escritura = escribirReporteAsistencias(t.db, { mes: 10, anio: 2025, grupos }, salida);
    await once(salida, 'data');
    salida.destroy();
    await expect(escritura).resolves.toBeUndefined();

    const { wb } = await libro({ mes: '10', anio: '2025', grupoId: 'all' });
    expect(wb.worksheets).toHaveLength(126);
  });

  it('refuses coordinators, teachers and visitors', async () => {
    for (const cookie of [coordinador, profesor]) {
      const res = await pedir({ mes: '10', anio: '2025', grupoId: 'all' }, cookie);
      expect(res.status).toBe(403);
      expect(res.error.message).toBe('No tienes permisos para realizar esta acción');
    }
    const anonimo = await api
      .como('anonimo')
      .llamar(reportesEndpoints.asistencias, { query: { mes: '10', anio: '2025', grupoId: 'all' } });
    expect(anonimo.status).toBe(401);
  });
});
