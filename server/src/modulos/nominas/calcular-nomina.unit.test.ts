import { describe, expect, it } from 'vitest';
import { calcularNominas, rangoDelMes, type TotalesProfesor } from './calcular-nomina';

/** A teacher's month as the grouped query totals it: `sesiones` sessions of `horas` hours in all. */
const profesor = (
  id: number,
  sesiones: number,
  horas: number,
  datos: Partial<TotalesProfesor> = {},
): TotalesProfesor => ({
  id,
  nombre: `Profe${id}`,
  apellidos: 'Prueba',
  salario: 15,
  desplazamiento: '0',
  deBaja: false,
  sesiones,
  mediasHoras: horas * 2,
  kmCentesimas: 0,
  colegiosSinDistancia: [],
  ...datos,
});

interface Caso {
  caso: string;
  profesores: TotalesProfesor[];
  incluirProfesoresBaja?: boolean;
  /** profesorId → [sesiones, horas, km, importe desplazamiento, total]; absent teachers have no row. */
  esperado: Record<number, [number, number, number, number, number]>;
  faltantes?: { profesorId: number; colegioId: number }[];
}

const casos: Caso[] = [
  {
    caso: 'hours × salary',
    profesores: [profesor(1, 3, 4.5)],
    esperado: { 1: [3, 4.5, 0, 0, 67.5] },
  },
  {
    caso: 'a teacher with no counted session gets no row',
    profesores: [profesor(1, 0, 0, { desplazamiento: '25' })],
    esperado: {},
  },
  {
    caso: 'inactive teachers are left out by default',
    profesores: [profesor(1, 1, 1), profesor(2, 1, 1, { deBaja: true })],
    esperado: { 1: [1, 1, 0, 0, 15] },
  },
  {
    caso: 'inactive teachers are included with incluirProfesoresBaja',
    profesores: [profesor(1, 1, 1), profesor(2, 1, 1, { deBaja: true, salario: 10 })],
    incluirProfesoresBaja: true,
    esperado: { 1: [1, 1, 0, 0, 15], 2: [1, 1, 0, 0, 10] },
  },
  {
    caso: "travel '0': no allowance, whatever the km",
    profesores: [profesor(1, 1, 1, { kmCentesimas: 2000, colegiosSinDistancia: [4] })],
    esperado: { 1: [1, 1, 0, 0, 15] },
    faltantes: [],
  },
  {
    caso: "travel '25': 25 € once a month, whatever the number of sessions",
    profesores: [profesor(1, 3, 3, { desplazamiento: '25' })],
    esperado: { 1: [3, 3, 0, 25, 70] },
  },
  {
    caso: "travel '25': a missing distance is not asked for",
    profesores: [profesor(1, 1, 1, { desplazamiento: '25', colegiosSinDistancia: [4] })],
    esperado: { 1: [1, 1, 0, 25, 40] },
    faltantes: [],
  },
  {
    caso: "travel '0.08': 8 cents per km of the round trips, rounded half up",
    // 56.2 km × 0.08 = 4.496 → 4.50 €; 4 h × 15 = 60 €.
    profesores: [profesor(1, 4, 4, { desplazamiento: '0.08', kmCentesimas: 5620 })],
    esperado: { 1: [4, 4, 56.2, 4.5, 64.5] },
  },
  {
    caso: "travel '0.08': a missing distance is reported per school, the rest is paid",
    profesores: [
      profesor(1, 3, 3, { desplazamiento: '0.08', kmCentesimas: 1000, colegiosSinDistancia: [2] }),
      profesor(2, 1, 1, { desplazamiento: '0.08', colegiosSinDistancia: [1, 3] }),
    ],
    esperado: { 1: [3, 3, 10, 0.8, 45.8], 2: [1, 1, 0, 0, 15] },
    faltantes: [
      { profesorId: 1, colegioId: 2 },
      { profesorId: 2, colegioId: 1 },
      { profesorId: 2, colegioId: 3 },
    ],
  },
  {
    caso: 'cents without float drift: 15.25 €/h × 1.5 h, and a tenth of a cent rounds half up',
    profesores: [
      profesor(1, 1, 1.5, { salario: 15.25 }),
      // 0.1 × 3 h = 0.30 € exactly (0.1 × 3 in floats is 0.30000000000000004); 0.6 km × 0.08 = 0.048 €.
      profesor(2, 2, 3, { salario: 0.1, desplazamiento: '0.08', kmCentesimas: 60 }),
    ],
    esperado: { 1: [1, 1.5, 0, 0, 22.88], 2: [2, 3, 0.6, 0.05, 0.35] },
  },
];

describe('calcularNominas', () => {
  it.each(casos)('$caso', (c) => {
    const r = calcularNominas(c.profesores, { incluirProfesoresBaja: c.incluirProfesoresBaja ?? false });
    const filas = Object.fromEntries(
      r.nominas.map((f) => [
        f.profesorId,
        [f.sesionesAsistidas, f.horasTotales, f.kilometrosTotales, f.importeDesplazamiento, f.totalNomina],
      ]),
    );
    expect(filas).toEqual(c.esperado);
    if (c.faltantes) expect(r.distanciasFaltantes).toEqual(c.faltantes);
    for (const f of r.nominas) {
      const p = c.profesores.find((x) => x.id === f.profesorId)!;
      expect(f).toMatchObject({
        nombreProfesor: `${p.nombre} ${p.apellidos}`,
        salarioHora: p.salario,
        desplazamiento: p.desplazamiento,
      });
    }
  });

  it('sums 1,000 rows of 0.1 € exactly and sorts rows by name', () => {
    const profesores = Array.from({ length: 1000 }, (_, i) =>
      profesor(i + 1, 1, 1, { salario: 0.1, nombre: `P${String(1000 - i).padStart(4, '0')}` }),
    );
    const r = calcularNominas(profesores, { incluirProfesoresBaja: false });
    expect(r.totales).toEqual({
      sesionesAsistidas: 1000,
      horasTotales: 1000,
      kilometrosTotales: 0,
      importeDesplazamiento: 0,
      totalNomina: 100,
    });
    expect(r.nominas[0]!.nombreProfesor).toBe('P0001 Prueba');
    expect(r.nominas.at(-1)!.nombreProfesor).toBe('P1000 Prueba');
  });

  it('totals are the sums of the rows', () => {
    const r = calcularNominas(
      [
        profesor(1, 1, 2, { desplazamiento: '25', salario: 17.5 }),
        profesor(2, 1, 1.5, { desplazamiento: '0.08', kmCentesimas: 1470 }),
      ],
      { incluirProfesoresBaja: false },
    );
    expect(r.totales).toEqual({
      sesionesAsistidas: 2,
      horasTotales: 3.5,
      kilometrosTotales: 14.7,
      importeDesplazamiento: 26.18,
      totalNomina: 83.68,
    });
  });
});

describe('rangoDelMes', () => {
  it.each([
    ['2025-01', '2025-01-01 00:00:00', '2025-02-01 00:00:00'],
    ['2025-12', '2025-12-01 00:00:00', '2026-01-01 00:00:00'],
    ['2024-09', '2024-09-01 00:00:00', '2024-10-01 00:00:00'],
  ])('%s', (mes, inicio, fin) => expect(rangoDelMes(mes)).toEqual({ inicio, fin }));
});
