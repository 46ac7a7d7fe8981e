import { describe, expect, it } from 'vitest';
import { generarSesiones, type FestivoAGenerar, type GrupoAGenerar } from './generacion';

const grupo = (id: number, horario: string, colegioId = 1): GrupoAGenerar => ({
  id,
  nombre: `Grupo ${id}`,
  colegioId,
  horario,
});

/** A school week: 2026-03-02 is a Monday. */
const SEMANA: [desde: string, hasta: string] = ['2026-03-02', '2026-03-08'];

describe('generarSesiones', () => {
  const casos: {
    nombre: string;
    /** The range generated, both edges included: `SEMANA` unless told. */
    rango?: [desde: string, hasta: string];
    grupos: GrupoAGenerar[];
    festivos?: FestivoAGenerar[];
    fechas: Record<number, string[]>;
    omitidas?: number;
  }[] = [
    {
      nombre: 'weekdays and start time from the horario',
      grupos: [grupo(1, '1@16:00,3@17:30')],
      fechas: { 1: ['2026-03-02 16:00:00', '2026-03-04 17:30:00'] },
    },
    {
      nombre: 'both range edges are included',
      rango: ['2026-03-04', '2026-03-09'],
      grupos: [grupo(1, '1@16:00,3@16:00')],
      fechas: { 1: ['2026-03-04 16:00:00', '2026-03-09 16:00:00'] },
    },
    {
      nombre: 'a one-day range on a class day',
      rango: ['2026-03-03', '2026-03-03'],
      grupos: [grupo(1, '2@18:00'), grupo(2, '4@18:00')],
      fechas: { 1: ['2026-03-03 18:00:00'], 2: [] },
    },
    {
      nombre: 'two weeks, Friday groups',
      rango: ['2026-03-02', '2026-03-15'],
      grupos: [grupo(1, '5@15:00')],
      fechas: { 1: ['2026-03-06 15:00:00', '2026-03-13 15:00:00'] },
    },
    {
      nombre: 'a national holiday skips every school',
      grupos: [grupo(1, '1@16:00,3@16:00', 1), grupo(2, '3@16:00', 2)],
      festivos: [{ fecha: '2026-03-04', nombre: 'Fiesta', colegioId: null }],
      fechas: { 1: ['2026-03-02 16:00:00'], 2: [] },
      omitidas: 2,
    },
    {
      nombre: 'a regional holiday (loaded for all schools) skips every school',
      rango: ['2026-04-27', '2026-05-03'],
      grupos: [grupo(1, '5@16:00', 1), grupo(2, '5@16:00', 2)],
      festivos: [{ fecha: '2026-05-01', nombre: 'Día del Trabajador', colegioId: null }],
      fechas: { 1: [], 2: [] },
      omitidas: 2,
    },
    {
      nombre: "a school's holiday skips only that school",
      grupos: [grupo(1, '1@16:00', 1), grupo(2, '1@16:00', 2)],
      festivos: [{ fecha: '2026-03-02', nombre: 'Fiesta del colegio', colegioId: 2 }],
      fechas: { 1: ['2026-03-02 16:00:00'], 2: [] },
      omitidas: 1,
    },
    {
      nombre: 'a holiday on a day without class skips nothing',
      grupos: [grupo(1, '1@16:00')],
      festivos: [{ fecha: '2026-03-03', nombre: 'Martes festivo', colegioId: null }],
      fechas: { 1: ['2026-03-02 16:00:00'] },
      omitidas: 0,
    },
  ];

  for (const c of casos) {
    it(c.nombre, () => {
      const [desde, hasta] = c.rango ?? SEMANA;
      const r = generarSesiones(desde, hasta, c.grupos, c.festivos ?? []);
      for (const [id, fechas] of Object.entries(c.fechas)) {
        expect(
          r.sesiones
            .filter((s) => s.grupoId === Number(id))
            .map((s) => s.fecha)
            .sort(),
        ).toEqual(fechas);
      }
      expect(r.omitidasPorFestivo).toBe(c.omitidas ?? 0);
    });
  }

  it('names each skipped holiday once, by date', () => {
    const r = generarSesiones(
      '2026-03-02',
      '2026-03-15',
      [grupo(1, '1@16:00', 1), grupo(2, '1@16:00', 1)],
      [
        { fecha: '2026-03-09', nombre: 'Segundo', colegioId: null },
        { fecha: '2026-03-02', nombre: 'Primero', colegioId: 1 },
      ],
    );
    expect(r.festivos).toEqual([
      { fecha: '2026-03-02', nombre: 'Primero' },
      { fecha: '2026-03-09', nombre: 'Segundo' },
    ]);
    expect(r.omitidasPorFestivo).toBe(4);
    expect(r.sesiones).toEqual([]);
  });

  it('reports a group without horario instead of generating', () => {
    const r = generarSesiones(...SEMANA, [grupo(1, ''), grupo(2, '2@16:00')], []);
    expect(r.errores).toEqual(['Grupo 1: el grupo no tiene horario']);
    expect(r.sesiones).toEqual([{ grupoId: 2, fecha: '2026-03-03 16:00:00' }]);
  });

  it('crosses the daylight-saving change without shifting a day', () => {
    const r = generarSesiones('2026-03-23', '2026-04-05', [grupo(1, '1@16:00')], []);
    expect(r.sesiones.map((s) => s.fecha)).toEqual(['2026-03-23 16:00:00', '2026-03-30 16:00:00']);
  });

  it('is deterministic: the same inputs give the same rows (the insert keeps existing ones)', () => {
    const args = [
      '2026-09-01',
      '2027-06-30',
      [grupo(1, '1@16:00,4@17:00'), grupo(2, '2@16:00')],
      [],
    ] as const;
    expect(generarSesiones(...args)).toEqual(generarSesiones(...args));
    // A school year: about 40 Mondays + 40 Thursdays + 40 Tuesdays.
    expect(generarSesiones(...args).sesiones.length).toBeGreaterThan(110);
  });
});
