import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { asistenciasProfesores, distancias, sesiones } from '../../db/schema/index';
import { distanciasEndpoints, nominasEndpoints, sumarDias, type EndpointInput } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import { contarConsultas } from '../../../test/contar-consultas';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { listarNominas } from './nominas.service';
import { crearColegioDePrueba, crearGrupoDePrueba, crearProfesorDePrueba } from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
const ids: Record<string, number> = {};

/** A session of a group, with optional teacher-attendance rows (profesorId → asistio). */
async function sesion(
  grupoId: number,
  fecha: string,
  asistencia: Record<number, boolean> = {},
  estado: 'completada' | 'cancelada' | 'planificada' = 'completada',
) {
  const [s] = await t.db.insert(sesiones).values({ grupoId, fecha, estado }).returning({ id: sesiones.id });
  const filas = Object.entries(asistencia).map(([profesorId, asistio]) => ({
    sesionId: s!.id,
    profesorId: Number(profesorId),
    asistio,
  }));
  if (filas.length) await t.db.insert(asistenciasProfesores).values(filas);
  return s!.id;
}

/**
 * March 2025: Ana (15 €/h, 0.08 €/km, 10 km to school A and no distance to B), Berta (20 €/h, 25 € fixed,
 * substitutes Ana once at B) and Carla (10 €/h, de baja).
 */
beforeAll(async () => {
  const a = await crearColegioDePrueba(t.db, { nombre: 'Colegio A', direccion: 'Calle A 1, Madrid' });
  const b = await crearColegioDePrueba(t.db, { nombre: 'Colegio B', direccion: 'Calle B 2, Getafe' });
  const ana = await crearProfesorDePrueba(t.db, {
    nombre: 'Ana',
    apellidos: 'Uno',
    direccion: 'Calle Ana 3, Madrid',
    salario: 15,
    desplazamiento: '0.08',
  });
  const berta = await crearProfesorDePrueba(t.db, {
    nombre: 'Berta',
    apellidos: 'Dos',
    salario: 20,
    desplazamiento: '25',
  });
  const carla = await crearProfesorDePrueba(t.db, {
    nombre: 'Carla',
    apellidos: 'Tres',
    salario: 10,
    fechaBaja: '2025-03-20',
  });
  Object.assign(ids, { a: a.id, b: b.id, ana: ana.id, berta: berta.id, carla: carla.id });
  const g1 = await crearGrupoDePrueba(t.db, {
    colegioId: a.id,
    profesorId: ana.id,
    duracion: 1.5,
    nombre: 'G1',
  });
  const g2 = await crearGrupoDePrueba(t.db, {
    colegioId: b.id,
    profesorId: ana.id,
    duracion: 1,
    nombre: 'G2',
  });
  const g3 = await crearGrupoDePrueba(t.db, {
    colegioId: a.id,
    profesorId: berta.id,
    duracion: 2,
    nombre: 'G3',
  });
  const g4 = await crearGrupoDePrueba(t.db, { colegioId: b.id, profesorId: carla.id, nombre: 'G4' });

  await t.db.insert(distancias).values({ profesorId: ana.id, colegioId: a.id, kilometros: 10 });

  await sesion(g1.id, '2025-02-28 16:00:00', { [ana.id]: true }); // February
  await sesion(g1.id, '2025-03-03 16:00:00', { [ana.id]: true });
  await sesion(g1.id, '2025-03-05 16:00:00', { [ana.id]: true });
  await sesion(g1.id, '2025-03-10 16:00:00', { [ana.id]: true }, 'cancelada');
  await sesion(g1.id, '2025-03-12 16:00:00', {}, 'planificada');
  await sesion(g2.id, '2025-03-03 18:00:00', { [ana.id]: true });
  ids.sustitucion = await sesion(g2.id, '2025-03-17 18:00:00', { [ana.id]: false, [berta.id]: true });
  await sesion(g3.id, '2025-03-04 17:00:00', { [berta.id]: true });
  await sesion(g3.id, '2025-03-06 17:00:00');
  await sesion(g4.id, '2025-03-04 16:00:00', { [carla.id]: true });
  await sesion(g1.id, '2025-04-01 00:00:00', { [ana.id]: true }); // April
});

type Fila = { profesorId: number; [k: string]: unknown };
const resumen = (filas: Fila[]) =>
  Object.fromEntries(
    filas.map((f) => [
      f.nombreProfesor,
      [f.sesionesAsistidas, f.horasTotales, f.kilometrosTotales, f.importeDesplazamiento, f.totalNomina],
    ]),
  );

describe('GET /api/nominas', () => {
  it('counts teacher attendance by default and leaves inactive teachers out', async () => {
    const res = await api.como('admin').llamar(nominasEndpoints.list, { query: { mes: '2025-03' } });
    expect(res.status).toBe(200);
    const filas = res.json as Fila[];
    expect(resumen(filas)).toEqual({
      // 3 sessions (4 h × 15 €); trips (3/3, A), (5/3, A) → 40 km × 0.08; B has no distance yet.
      'Ana Uno': [3, 4, 40, 3.2, 63.2],
      // Her own 2 h plus 1 h substituting Ana; 25 € fixed.
      'Berta Dos': [2, 3, 0, 25, 85],
    });
    expect(filas[0]).toEqual({
      profesorId: ids.ana,
      nombreProfesor: 'Ana Uno',
      salarioHora: 15,
      sesionesAsistidas: 3,
      horasTotales: 4,
      desplazamiento: '0.08',
      kilometrosTotales: 40,
      importeDesplazamiento: 3.2,
      totalNomina: 63.2,
      // 12/3 (planificada, no teacher attendance) is still to confirm; the cancelled 10/3 is not.
      sesionesSinConfirmar: 1,
    });
    // Berta's own group: 6/3 has no teacher attendance.
    expect(filas.map((f) => [f.nombreProfesor, f.sesionesSinConfirmar])).toEqual([
      ['Ana Uno', 1],
      ['Berta Dos', 1],
    ]);
  });

  it('filtrarPorAsistencia=false counts every non-cancelled session of the teacher’s groups', async () => {
    const res = await api
      .como('admin')
      .llamar(nominasEndpoints.list, { query: { mes: '2025-03', filtrarPorAsistencia: 'false' } });
    expect(resumen(res.json)).toEqual({
      'Ana Uno': [5, 6.5, 60, 4.8, 102.3],
      'Berta Dos': [2, 4, 0, 25, 105],
    });
  });

  it('incluirProfesoresBaja=true adds inactive teachers', async () => {
    const res = await api
      .como('admin')
      .llamar(nominasEndpoints.list, { query: { mes: '2025-03', incluirProfesoresBaja: 'true' } });
    expect(resumen(res.json)['Carla Tres']).toEqual([1, 1, 0, 0, 10]);
    expect(res.json).toHaveLength(3);
  });

  it('answers an empty list for a month without sessions', async () => {
    const res = await api.como('admin').llamar(nominasEndpoints.list, { query: { mes: '2024-01' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it.each([
    [{}, 'mes', 'El mes debe tener el formato yyyy-MM'],
    [{ mes: '2025-13' }, 'mes', 'El mes debe tener el formato yyyy-MM'],
    [{ mes: 'marzo' }, 'mes', 'El mes debe tener el formato yyyy-MM'],
    [
      { mes: '2025-03', filtrarPorAsistencia: 'no' },
      'filtrarPorAsistencia',
      "El valor debe ser 'true' o 'false'",
    ],
    [{ mes: '2025-03', otro: '1' }, '_root', undefined],
  ])('refuses %j with 400', async (query, campo, mensaje) => {
    const res = await api.como('admin').llamar(nominasEndpoints.list, { query: query as never });
    expect(res.status).toBe(400);
    const errores = res.error.errors![campo]?._errors;
    if (mensaje) expect(errores).toEqual([mensaje]);
    else expect(res.error.message).toBeTruthy();
  });

  it('is admin only', async () => {
    expect(
      (await api.como('coordinador').llamar(nominasEndpoints.list, { query: { mes: '2025-03' } })).status,
    ).toBe(403);
    expect(
      (await api.como('profesor').llamar(nominasEndpoints.calcular, { query: { mes: '2025-03' } })).status,
    ).toBe(403);
    expect(
      (await api.como('anonimo').llamar(nominasEndpoints.list, { query: { mes: '2025-03' } })).status,
    ).toBe(401);
  });
});

describe('only sessions whose time has come are paid (DESIGN.md §4)', () => {
  it('a started session counts, a later one today or in a future month does not, in both modes', async () => {
    const hoy = hoyEscuela();
    const dora = await crearProfesorDePrueba(t.db, { nombre: 'Dora', apellidos: 'Cuatro', salario: 12 });
    const g = await crearGrupoDePrueba(t.db, { colegioId: ids.a!, profesorId: dora.id, nombre: 'G5' });
    const empezada = await sesion(g.id, `${hoy} 00:00:00`, { [dora.id]: true });
    // Not begun unless this runs in the day's last second.
    const luego = await sesion(g.id, `${hoy} 23:59:59`, { [dora.id]: true }, 'planificada');
    const siguienteMes = `${sumarDias(`${hoy.slice(0, 7)}-28`, 7).slice(0, 7)}`;
    await sesion(g.id, `${siguienteMes}-02 16:00:00`, { [dora.id]: true }, 'planificada');
    for (const filtro of ['true', 'false'] as const) {
      const mes = await api
        .como('admin')
        .llamar(nominasEndpoints.list, { query: { mes: hoy.slice(0, 7), filtrarPorAsistencia: filtro } });
      expect(resumen(mes.json)['Dora Cuatro']).toEqual([1, 1, 0, 0, 12]);
      const lineas = await api.como('admin').llamar(nominasEndpoints.sesionesProfesor, {
        query: { profesorId: dora.id, mes: hoy.slice(0, 7), filtrarPorAsistencia: filtro },
      });
      expect(lineas.json.map((l: { id: number }) => l.id)).toEqual([empezada]);
      expect(lineas.json.map((l: { id: number }) => l.id)).not.toContain(luego);
      const futuro = await api
        .como('admin')
        .llamar(nominasEndpoints.list, { query: { mes: siguienteMes, filtrarPorAsistencia: filtro } });
      expect(resumen(futuro.json)['Dora Cuatro']).toBeUndefined();
    }
  });
});

describe('the rows come from one grouped query', () => {
  it.each([true, false])(
    'filtrarPorAsistencia=%s: one statement, whatever the number of teachers',
    async (f) => {
      const query = { mes: '2025-03', filtrarPorAsistencia: f, incluirProfesoresBaja: true };
      const { resultado, consultas } = await contarConsultas(t.db, () => listarNominas(t.db, query));
      expect(resultado.length).toBeGreaterThanOrEqual(2);
      expect(consultas).toBe(1);
    },
  );
});

describe('GET /api/nominas/calcular: the missing-distance round trip', () => {
  it('asks for the distance, takes it, and then the totals include the km', async () => {
    const antes = await api.como('admin').llamar(nominasEndpoints.calcular, { query: { mes: '2025-03' } });
    expect(antes.status).toBe(200);
    expect(antes.json.distanciasRequeridas).toEqual([
      {
        profesorId: ids.ana,
        colegioId: ids.b,
        nombreProfesor: 'Ana Uno',
        direccionProfesor: 'Calle Ana 3, Madrid',
        nombreColegio: 'Colegio B',
        direccionColegio: 'Calle B 2, Getafe',
        kilometros: null,
      },
    ]);
    expect(resumen(antes.json.nominas)['Ana Uno']).toEqual([3, 4, 40, 3.2, 63.2]);

    // Issue 29: the export waits for that distance, unless the admin exports anyway; then Ana's row is marked.
    const rechazada = await api
      .como('admin')
      .llamar(nominasEndpoints.exportar, { query: { mes: '2025-03' } });
    expect(rechazada.status).toBe(409);
    expect(rechazada.error.message).toMatch(/^Faltan 1 distancia entre profesor y colegio/);
    const igualmente = await api
      .como('admin')
      .llamar(nominasEndpoints.exportar, { query: { mes: '2025-03', exportarIgualmente: 'true' } });
    expect(igualmente.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(igualmente.bytes as unknown as ArrayBuffer);
    const hoja = wb.getWorksheet('Nóminas')!;
    const filas = hoja.getSheetValues().slice(1) as unknown[][];
    expect(filas[0]!.at(-1)).toBe('Aviso');
    const avisos = Object.fromEntries(filas.slice(1).map((f) => [f[1], f[9] ?? null]));
    expect(avisos['Ana Uno']).toBe('Sin distancia a Colegio B: 0 km contados allí');
    expect(Object.values(avisos).filter(Boolean)).toHaveLength(1);
    const mala = await api
      .como('admin')
      .llamar(nominasEndpoints.exportar, { query: { mes: '2025-03', exportarIgualmente: 'si' } as never });
    expect(mala.status).toBe(400);

    const creada = await api.como('admin').llamar(distanciasEndpoints.create, {
      body: { profesorId: ids.ana!, colegioId: ids.b!, kilometros: 3.5 },
    });
    expect(creada.status).toBe(201);

    const despues = await api.como('admin').llamar(nominasEndpoints.calcular, { query: { mes: '2025-03' } });
    expect(despues.json).not.toHaveProperty('distanciasRequeridas');
    // 40 km + 2 × 3.5 km (3/3 at B) = 47 km → 3.76 €.
    expect(resumen(despues.json.nominas)['Ana Uno']).toEqual([3, 4, 47, 3.76, 63.76]);
    const lista = await api.como('admin').llamar(nominasEndpoints.list, { query: { mes: '2025-03' } });
    expect(lista.json).toEqual(despues.json.nominas);
  });
});

describe('GET /api/nominas/sesiones-profesor', () => {
  const lineas = async (query: EndpointInput<typeof nominasEndpoints.sesionesProfesor>['query']) => {
    const res = await api.como('admin').llamar(nominasEndpoints.sesionesProfesor, { query });
    expect(res.status).toBe(200);
    return res.json as { fecha: string; nombreGrupo: string; asistencia: boolean | null; estado: string }[];
  };

  it('lists the sessions the row counted, with the teacher’s attendance', async () => {
    const conFiltro = await lineas({ profesorId: ids.ana!, mes: '2025-03' });
    expect(conFiltro.map((l) => [l.fecha, l.nombreGrupo, l.asistencia])).toEqual([
      ['2025-03-03T16:00:00.000Z', 'G1', true],
      ['2025-03-03T18:00:00.000Z', 'G2', true],
      ['2025-03-05T16:00:00.000Z', 'G1', true],
    ]);
    const sinFiltro = await lineas({ profesorId: ids.ana!, mes: '2025-03', filtrarPorAsistencia: 'false' });
    expect(sinFiltro.map((l) => [l.fecha.slice(0, 10), l.nombreGrupo, l.asistencia, l.estado])).toEqual([
      ['2025-03-03', 'G1', true, 'completada'],
      ['2025-03-03', 'G2', true, 'completada'],
      ['2025-03-05', 'G1', true, 'completada'],
      ['2025-03-12', 'G1', null, 'planificada'],
      ['2025-03-17', 'G2', false, 'completada'],
    ]);
    expect(sinFiltro[0]).toEqual({
      id: expect.any(Number),
      fecha: '2025-03-03T16:00:00.000Z',
      nombreGrupo: 'G1',
      nombreColegio: 'Colegio A',
      nombreActividad: null,
      estado: 'completada',
      asistencia: true,
      observaciones: null,
    });
  });

  it("shows a substitute's session on another teacher's group", async () => {
    const berta = await lineas({ profesorId: ids.berta!, mes: '2025-03' });
    expect(berta.map((l) => l.nombreGrupo)).toEqual(['G3', 'G2']);
    expect(berta[1]).toMatchObject({ id: ids.sustitucion, asistencia: true });
  });

  it('applies incluirProfesoresBaja, answers 404 for an unknown teacher and 400 for a bad id', async () => {
    expect(await lineas({ profesorId: ids.carla!, mes: '2025-03' })).toEqual([]);
    expect(
      await lineas({ profesorId: ids.carla!, mes: '2025-03', incluirProfesoresBaja: 'true' }),
    ).toHaveLength(1);
    expect(
      (
        await api
          .como('admin')
          .llamar(nominasEndpoints.sesionesProfesor, { query: { profesorId: '999999', mes: '2025-03' } })
      ).status,
    ).toBe(404);
    const malo = await api
      .como('admin')
      .llamar(nominasEndpoints.sesionesProfesor, { query: { profesorId: 'abc', mes: '2025-03' } });
    expect(malo.status).toBe(400);
    expect(malo.error.errors!.profesorId!._errors).toEqual(['El profesor es requerido']);
    expect(
      (
        await api
          .como('coordinador')
          .llamar(nominasEndpoints.sesionesProfesor, { query: { profesorId: ids.ana!, mes: '2025-03' } })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/nominas/export', () => {
  async function libro(query: EndpointInput<typeof nominasEndpoints.exportar>['query']) {
    const res = await api.como('admin').llamar(nominasEndpoints.exportar, { query });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
    return { res, wb };
  }

  it('downloads nominas-{mes}.xlsx: the columns, money as € numbers, a totals row, a sheet per teacher', async () => {
    const { res, wb } = await libro({ mes: '2025-03', filtrarPorAsistencia: 'false' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="nominas-2025-03.xlsx"; filename*=UTF-8''nominas-2025-03.xlsx`,
    );
    const hoja = wb.getWorksheet('Nóminas')!;
    const valores = (n: number) => (hoja.getRow(n).values as unknown[]).slice(1);
    expect(valores(1)).toEqual([
      'Profesor',
      'Salario/Hora',
      'Sesiones',
      'Horas Totales',
      'Desplazamiento',
      'Km Totales',
      'Importe Desplazamiento',
      'Total',
    ]);
    // The distance to B was stored by the round-trip test: Ana has 60 + 2×3.5×2 = 74 km without the filter.
    expect(valores(2)).toEqual(['Ana Uno', 15, 5, 6.5, '0,08 €/km', 74, 5.92, 103.42]);
    expect(valores(3)).toEqual(['Berta Dos', 20, 2, 4, '25 € fijos', 0, 25, 105]);
    const total = hoja.getRow(4);
    expect((total.values as unknown[]).slice(1)).toEqual([
      'Total',
      undefined,
      7,
      10.5,
      undefined,
      74,
      30.92,
      208.42,
    ]);
    expect(total.font?.bold).toBe(true);
    for (const col of [2, 7, 8]) {
      expect(hoja.getRow(2).getCell(col).numFmt).toContain('€');
      expect(total.getCell(col).numFmt).toContain('€');
    }
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Nóminas', 'Ana Uno', 'Berta Dos']);
    const ana = wb.getWorksheet('Ana Uno')!;
    expect(ana.rowCount).toBe(6);
    expect((ana.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Fecha',
      'Grupo',
      'Colegio',
      'Actividad',
      'Estado',
      'Asistencia',
      'Observaciones',
    ]);
    expect(ana.getRow(2).getCell(1).value).toEqual(new Date('2025-03-03T16:00:00.000Z'));
    expect(ana.getRow(5).getCell(6).value).toBe('Sin registro');
  });

  it('follows the flags and exports an empty month with its header and a zero total', async () => {
    const { wb } = await libro({ mes: '2025-03', incluirProfesoresBaja: 'true' });
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Nóminas', 'Ana Uno', 'Berta Dos', 'Carla Tres']);
    const vacio = await libro({ mes: '2024-01' });
    const hoja = vacio.wb.getWorksheet('Nóminas')!;
    expect(hoja.rowCount).toBe(2);
    expect(hoja.getRow(2).getCell(8).value).toBe(0);
    expect(
      (await api.como('coordinador').llamar(nominasEndpoints.exportar, { query: { mes: '2025-03' } })).status,
    ).toBe(403);
  });
});
