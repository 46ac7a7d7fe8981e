import { describe, expect, it } from 'vitest';
import {
  asignarActividades,
  devolverMateriales,
  type ActividadParaAsignar,
  type EntradaAsignacion,
  type PeriodoParaAsignar,
} from './regla-asignacion';

// Material 1: kits; material 2: motors. Levels by `orden` 1..8.
const act = (id: number, nivelOrden: number, materiales: [number, number][] = [], alumnos = 1) =>
  ({
    id,
    nivelOrden,
    alumnos,
    materiales: materiales.map(([materialId, cantidad]) => ({ materialId, cantidad })),
  }) satisfies ActividadParaAsignar;
const periodo = (
  id: number,
  materialId: number,
  cantidadInicial: number,
  cantidadUsada = 0,
  fechaInicio = '2025-01-06',
  fechaFin = '2025-01-12',
): PeriodoParaAsignar => ({ id, materialId, fechaInicio, fechaFin, cantidadInicial, cantidadUsada });
const grupo = (id: number, nivelOrden: number, numAlumnos = 10) => ({
  id,
  nombre: `G${id}`,
  nivelOrden,
  numAlumnos,
});
const sesion = (id: number, grupoId: number, fecha = '2025-01-07 16:00:00') => ({ id, grupoId, fecha });
/** Sessions 1, 2, … of one group, at 16:00 on these days. */
const sesionesDe = (grupoId: number, dias: string[]) =>
  dias.map((dia, i) => sesion(i + 1, grupoId, `${dia} 16:00:00`));

const entrada = (e: Partial<EntradaAsignacion>): EntradaAsignacion => ({
  sesiones: [],
  grupos: [],
  actividades: [],
  periodos: [],
  historial: [],
  ...e,
});

describe('asignarActividades: which activity', () => {
  it.each<[string, number, ActividadParaAsignar[], number | null]>([
    ['same level wins over a nearer id', 4, [act(1, 3), act(2, 4), act(3, 5)], 2],
    ['one level away before two', 4, [act(1, 6), act(2, 3)], 2],
    ['two levels away is still a candidate', 4, [act(1, 2)], 1],
    ['three levels away is not', 4, [act(1, 1), act(2, 7)], null],
    ['equal distance up and down: lowest id', 4, [act(9, 5), act(8, 3)], 8],
    ['level 1 looks only upwards', 1, [act(1, 3), act(2, 4)], 1],
    ['no activities at all', 4, [], null],
  ])('%s', (_, nivel, actividades, esperada) => {
    const r = asignarActividades(
      entrada({ sesiones: [sesion(100, 1)], grupos: [grupo(1, nivel)], actividades }),
    );
    if (esperada === null) {
      expect(r.asignaciones).toEqual([]);
      expect(r.noAsignables).toEqual([100]);
      expect(r.motivos).toEqual([{ sesionId: 100, motivo: 'sin_actividades' }]);
    } else {
      expect(r.asignaciones).toEqual([{ sesionId: 100, actividadId: esperada }]);
      expect(r.noAsignables).toEqual([]);
    }
  });

  it('among equals, the one the group has done least, counting what this run assigns (in date order)', () => {
    const r = asignarActividades(
      entrada({
        // Given out of order: the rule walks them by date.
        sesiones: [
          sesion(3, 1, '2025-01-09 16:00:00'),
          sesion(1, 1, '2025-01-07 16:00:00'),
          sesion(2, 1, '2025-01-08 16:00:00'),
          sesion(4, 2, '2025-01-07 17:00:00'),
        ],
        grupos: [grupo(1, 4), grupo(2, 4)],
        actividades: [act(10, 4), act(11, 4), act(12, 3)],
        historial: [{ grupoId: 1, actividadId: 10, veces: 1 }],
      }),
    );
    expect(r.asignaciones).toEqual([
      { sesionId: 1, actividadId: 11 }, // 10 already done once
      { sesionId: 4, actividadId: 10 }, // group 2's own history is empty
      { sesionId: 2, actividadId: 10 }, // now 1-1: lowest id
      { sesionId: 3, actividadId: 11 },
    ]);
  });

  it('never the activity the group did last while another of the same level fits, even one done more', () => {
    const r = asignarActividades(
      entrada({
        sesiones: sesionesDe(1, ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09']),
        grupos: [grupo(1, 4)],
        actividades: [act(10, 4), act(11, 4)],
        // 11 done six times, 10 never: least-done alone would give 10 four times in a row.
        historial: [{ grupoId: 1, actividadId: 11, veces: 6, ultima: '2024-12-20 16:00:00' }],
      }),
    );
    expect(r.asignaciones.map((a) => a.actividadId)).toEqual([10, 11, 10, 11]);
  });

  it('the last activity is the latest before the run: a later session does not count', () => {
    const r = asignarActividades(
      entrada({
        sesiones: sesionesDe(1, ['2025-01-07']),
        grupos: [grupo(1, 4)],
        actividades: [act(10, 4), act(11, 4)],
        historial: [
          { grupoId: 1, actividadId: 10, veces: 1, ultima: '2025-01-01 16:00:00' },
          { grupoId: 1, actividadId: 11, veces: 1, ultima: '2025-02-01 16:00:00' },
        ],
      }),
    );
    // The group did 10 last (11's session is after this one): 11.
    expect(r.asignaciones).toEqual([{ sesionId: 1, actividadId: 11 }]);
  });

  it('the last activity repeats when it is the only one that fits the level', () => {
    const r = asignarActividades(
      entrada({
        sesiones: sesionesDe(1, ['2025-01-07', '2025-01-08']),
        grupos: [grupo(1, 4)],
        actividades: [act(10, 4), act(11, 5)],
        historial: [{ grupoId: 1, actividadId: 10, veces: 1, ultima: '2025-01-01 16:00:00' }],
      }),
    );
    expect(r.asignaciones.map((a) => a.actividadId)).toEqual([10, 10]);
  });

  it('the least-done order never beats the level order', () => {
    const r = asignarActividades(
      entrada({
        sesiones: [sesion(1, 1)],
        grupos: [grupo(1, 4)],
        actividades: [act(10, 4), act(11, 5)],
        historial: [{ grupoId: 1, actividadId: 10, veces: 50 }],
      }),
    );
    expect(r.asignaciones).toEqual([{ sesionId: 1, actividadId: 10 }]);
  });
});

describe('asignarActividades: material need against the covering periods', () => {
  // A group of 10 students; activity for 5 students needing 2 kits → need 4 kits.
  const caso = (
    periodos: PeriodoParaAsignar[],
    actividades = [act(1, 4, [[1, 2]], 5), act(2, 4, [[1, 1]], 5)],
  ) =>
    asignarActividades(
      entrada({ sesiones: [sesion(100, 1)], grupos: [grupo(1, 4, 10)], actividades, periodos }),
    );

  it.each<[string, PeriodoParaAsignar[], number | null, { periodoId: number; cantidad: number }[]]>([
    ['fits exactly: 4 of 4 available', [periodo(1, 1, 4)], 1, [{ periodoId: 1, cantidad: 4 }]],
    [
      'does not fit: first candidate skipped for the next',
      [periodo(1, 1, 5, 2)],
      2,
      [{ periodoId: 1, cantidad: 2 }],
    ],
    ['nothing fits → no_asignable', [periodo(1, 1, 1)], null, []],
    ['already overdrawn period (negative availability)', [periodo(1, 1, 3, 5)], null, []],
    ['no covering period: unlimited', [periodo(1, 1, 0, 0, '2025-01-13', '2025-01-19')], 1, []],
    ["another material's period does not limit", [periodo(1, 2, 0)], 1, []],
    [
      'EVERY covering period must fit (two overlapping periods)',
      [periodo(1, 1, 100), periodo(2, 1, 3, 0, '2025-01-07', '2025-01-07')],
      2,
      [
        { periodoId: 1, cantidad: 2 },
        { periodoId: 2, cantidad: 2 },
      ],
    ],
  ])('%s', (_, periodos, esperada, uso) => {
    const r = caso(periodos);
    expect(r.asignaciones).toEqual(esperada === null ? [] : [{ sesionId: 100, actividadId: esperada }]);
    expect(r.noAsignables).toEqual(esperada === null ? [100] : []);
    if (esperada === null) expect(r.motivos).toEqual([{ sesionId: 100, motivo: 'sin_material' }]);
    expect(r.usoPeriodos).toEqual(uso);
  });

  it('checks both materials of an activity', () => {
    const actividades = [
      act(
        1,
        4,
        [
          [1, 1],
          [2, 1],
        ],
        10,
      ),
      act(2, 4, [[1, 1]], 10),
    ];
    expect(caso([periodo(1, 1, 5), periodo(2, 2, 0)], actividades).asignaciones).toEqual([
      { sesionId: 100, actividadId: 2 },
    ]);
    expect(caso([periodo(1, 1, 5), periodo(2, 2, 1)], actividades).usoPeriodos).toEqual([
      { periodoId: 1, cantidad: 1 },
      { periodoId: 2, cantidad: 1 },
    ]);
  });

  it('uses up a period session after session, then falls back and finally gives up', () => {
    const r = asignarActividades(
      entrada({
        sesiones: sesionesDe(1, ['2025-01-07', '2025-01-08', '2025-01-09', '2025-01-14']),
        grupos: [grupo(1, 4, 10)],
        // Each activity needs 10 kits for the group; 20 kits in the first week, 10 in the second.
        actividades: [act(1, 4, [[1, 1]], 1), act(2, 5, [[1, 1]], 1)],
        periodos: [periodo(1, 1, 20), periodo(2, 1, 10, 0, '2025-01-13', '2025-01-19')],
      }),
    );
    expect(r.asignaciones).toEqual([
      { sesionId: 1, actividadId: 1 },
      { sesionId: 2, actividadId: 1 },
      { sesionId: 4, actividadId: 1 },
    ]);
    expect(r.noAsignables).toEqual([3]);
    expect(r.usoPeriodos).toEqual([
      { periodoId: 1, cantidad: 20 },
      { periodoId: 2, cantidad: 10 },
    ]);
  });

  it('a group without students needs no material', () => {
    const r = asignarActividades(
      entrada({
        sesiones: [sesion(1, 1)],
        grupos: [grupo(1, 4, 0)],
        actividades: [act(1, 4, [[1, 3]], 1)],
        periodos: [periodo(1, 1, 0)],
      }),
    );
    expect(r.asignaciones).toEqual([{ sesionId: 1, actividadId: 1 }]);
    expect(r.usoPeriodos).toEqual([]);
  });

  it('does not change its input', () => {
    const periodos = [periodo(1, 1, 10)];
    caso(periodos);
    expect(periodos[0]!.cantidadUsada).toBe(0);
  });
});

describe('devolverMateriales', () => {
  it('gives back the need of each session to every covering period of its materials', () => {
    const devuelto = devolverMateriales({
      sesiones: [
        { id: 1, grupoId: 1, fecha: '2025-01-07 16:00:00', actividadId: 1 },
        { id: 2, grupoId: 1, fecha: '2025-01-08T16:00:00', actividadId: 1 },
        { id: 3, grupoId: 1, fecha: '2025-01-20 16:00:00', actividadId: 1 }, // no period that week
      ],
      grupos: [grupo(1, 4, 7)],
      actividades: [
        act(
          1,
          4,
          [
            [1, 1.5],
            [2, 1],
          ],
          3,
        ),
      ],
      periodos: [periodo(1, 1, 10, 8), periodo(2, 2, 10, 6)],
    });
    // ceil(7 ÷ 3 × 1.5) = 4 kits and ceil(7 ÷ 3) = 3 motors per session.
    expect(devuelto).toEqual([
      { periodoId: 1, cantidad: 8 },
      { periodoId: 2, cantidad: 6 },
    ]);
  });
});
