import { describe, expect, it } from 'vitest';
import {
  calcularReciboFamilia,
  cursoDeCobro,
  firmaLineas,
  mesEnTexto,
  referenciaRecibo,
  type AlumnoGrupoMes,
  type FamiliaMes,
  type ParametrosCobro,
} from './calcular-recibos';

const PARAMS: ParametrosCobro = { mes: '2026-11', matricula: 0, descuentoHermanos: 0, descuentoAmpa: 0 };

/** A child in a group: `cuota` in euros, `dadas` of `sesiones`, `canceladas` among the missing ones. */
const linea = (
  alumnoId: number,
  cuota: number,
  dadas: number,
  sesiones: number,
  extra: Partial<AlumnoGrupoMes> = {},
): AlumnoGrupoMes => ({
  alumnoId,
  alumno: `Hijo ${alumnoId}`,
  grupoId: 10 + alumnoId,
  grupo: 'Robótica Kids I',
  cuota: Math.round(cuota * 100),
  sesiones,
  dadas,
  canceladas: 0,
  ...extra,
});

const familia = (alumnos: AlumnoGrupoMes[], extra: Partial<FamiliaMes> = {}): FamiliaMes => ({
  padreId: 1,
  familia: 'Lucía Martín',
  socioAmpa: false,
  alumnos,
  conMatricula: new Set(),
  gastos: [],
  ...extra,
});

interface Caso {
  caso: string;
  familia: FamiliaMes;
  params?: Partial<ParametrosCobro>;
  /** [concepto, importe in cents] per line, in order; null: no receipt. */
  esperado: [string, number][] | null;
}

const casos: Caso[] = [
  {
    caso: 'a whole month: the whole fee',
    familia: familia([linea(1, 45, 8, 8)]),
    esperado: [['Robótica Kids I · noviembre 2026: 8 de 8 sesiones', 4500]],
  },
  {
    caso: 'a cancelled session is not paid (7 of 8)',
    familia: familia([linea(1, 45, 7, 8, { canceladas: 1 })]),
    // 45 × 7 / 8 = 39.375 → 39.38 (half up)
    esperado: [['Robótica Kids I · noviembre 2026: 7 de 8 sesiones (1 cancelada)', 3938]],
  },
  {
    caso: 'joining mid-month pays the sessions after the alta',
    familia: familia([linea(1, 40, 3, 8)]),
    esperado: [['Robótica Kids I · noviembre 2026: 3 de 8 sesiones (5 sin estar de alta)', 1500]],
  },
  {
    caso: 'leaving mid-month (a baja) pays the sessions before it, and cancelled ones are not counted',
    familia: familia([linea(1, 30, 2, 9, { canceladas: 1 })]),
    // 30 × 2 / 9 = 6.666… → 6.67
    esperado: [['Robótica Kids I · noviembre 2026: 2 de 9 sesiones (1 cancelada, 6 sin estar de alta)', 667]],
  },
  {
    caso: 'holidays create no session: 7 sessions given of 7 is the whole fee',
    familia: familia([linea(1, 45, 7, 7)]),
    esperado: [['Robótica Kids I · noviembre 2026: 7 de 7 sesiones', 4500]],
  },
  {
    caso: 'a month without sessions (b = 0) has no line, so no receipt',
    familia: familia([linea(1, 45, 0, 0)]),
    esperado: null,
  },
  {
    caso: 'a child given no session (every one cancelled) has no line',
    familia: familia([linea(1, 45, 0, 4, { canceladas: 4 })]),
    esperado: null,
  },
  {
    caso: 'sibling discount on every child after the first, highest fee first',
    familia: familia([linea(1, 30, 4, 4), linea(2, 50, 4, 4), linea(3, 40, 4, 4)]),
    params: { descuentoHermanos: 1000 },
    esperado: [
      ['Robótica Kids I · noviembre 2026: 4 de 4 sesiones', 5000],
      ['Robótica Kids I · noviembre 2026: 4 de 4 sesiones · −10 % hermano', 3600],
      ['Robótica Kids I · noviembre 2026: 4 de 4 sesiones · −10 % hermano', 2700],
    ],
  },
  {
    caso: 'the order is by the prorated fee: a higher fee given in part can come second',
    familia: familia([linea(1, 60, 1, 4), linea(2, 40, 4, 4)]),
    params: { descuentoHermanos: 1250 },
    esperado: [
      ['Robótica Kids I · noviembre 2026: 4 de 4 sesiones', 4000],
      // 60 × 1/4 × 0.875 = 13.125 → 13.13: one rounding for the whole line
      ['Robótica Kids I · noviembre 2026: 1 de 4 sesiones (3 sin estar de alta) · −12,5 % hermano', 1313],
    ],
  },
  {
    caso: 'then the AMPA discount, per child',
    familia: familia([linea(1, 45, 8, 8), linea(2, 45, 8, 8)], { socioAmpa: true }),
    params: { descuentoHermanos: 1000, descuentoAmpa: 500 },
    esperado: [
      ['Robótica Kids I · noviembre 2026: 8 de 8 sesiones · −5,00 € socio AMPA', 4000],
      ['Robótica Kids I · noviembre 2026: 8 de 8 sesiones · −10 % hermano · −5,00 € socio AMPA', 3550],
    ],
  },
  {
    caso: 'the AMPA discount never takes a line below 0',
    familia: familia([linea(1, 10, 1, 4)], { socioAmpa: true }),
    params: { descuentoAmpa: 500 },
    esperado: [
      ['Robótica Kids I · noviembre 2026: 1 de 4 sesiones (3 sin estar de alta) · −2,50 € socio AMPA', 0],
    ],
  },
  {
    caso: 'no AMPA discount for families that are not members',
    familia: familia([linea(1, 45, 8, 8)]),
    params: { descuentoAmpa: 500 },
    esperado: [['Robótica Kids I · noviembre 2026: 8 de 8 sesiones', 4500]],
  },
  {
    caso: 'a child in two groups (a move mid-month): one line each, the AMPA discount once',
    familia: familia(
      [
        linea(1, 40, 2, 4, { grupoId: 20, grupo: 'Kids I' }),
        linea(1, 60, 2, 4, { grupoId: 21, grupo: 'Kids II' }),
      ],
      { socioAmpa: true },
    ),
    params: { descuentoAmpa: 2500 },
    esperado: [
      ['Kids II · noviembre 2026: 2 de 4 sesiones (2 sin estar de alta) · −25,00 € socio AMPA', 500],
      ['Kids I · noviembre 2026: 2 de 4 sesiones (2 sin estar de alta)', 2000],
    ],
  },
  {
    caso: 'the matrícula on the first receipt of the school year, its own line',
    familia: familia([linea(1, 45, 8, 8), linea(2, 30, 8, 8)], { conMatricula: new Set([2]) }),
    params: { matricula: 2000 },
    esperado: [
      ['Robótica Kids I · noviembre 2026: 8 de 8 sesiones', 4500],
      ['Matrícula curso 2026/2027', 2000],
      ['Robótica Kids I · noviembre 2026: 8 de 8 sesiones', 3000],
    ],
  },
  {
    caso: 'no matrícula line when the setting is 0',
    familia: familia([linea(1, 45, 8, 8)]),
    esperado: [['Robótica Kids I · noviembre 2026: 8 de 8 sesiones', 4500]],
  },
  {
    caso: "a returned receipt's bank fee is its own line, even without a child's line",
    familia: familia([], {
      gastos: [{ devolucionId: 7, referencia: 'R-202610-1', motivo: 'AM04', importe: 350 }],
    }),
    esperado: [['Gastos de devolución del recibo R-202610-1 (AM04 · Saldo insuficiente)', 350]],
  },
];

describe('calcularReciboFamilia', () => {
  it.each(casos)('$caso', ({ familia, params, esperado }) => {
    const recibo = calcularReciboFamilia(familia, { ...PARAMS, ...params });
    if (esperado === null) {
      expect(recibo).toBeNull();
      return;
    }
    expect(recibo!.lineas.map((l) => [l.concepto, l.importe])).toEqual(esperado);
    expect(recibo!.total).toBe(esperado.reduce((s, [, c]) => s + c, 0));
  });

  it.each([
    // cuota, a, b → cents, rounded half up once
    [10, 1, 3, 333],
    [10, 2, 3, 667],
    [0.05, 1, 2, 3],
    [0.01, 1, 2, 1],
    [45, 5, 8, 2813],
    [99.99, 1, 1, 9999],
  ])('rounds %s € × %i / %i to %i cents, half up', (cuota, a, b, centimos) => {
    const recibo = calcularReciboFamilia(familia([linea(1, cuota, a, b)]), PARAMS);
    expect(recibo!.lineas[0]!.importe).toBe(centimos);
  });

  it('rounds the sibling-discounted line once: 33.33 × 0.85 = 28.3305 → 28.33', () => {
    const recibo = calcularReciboFamilia(familia([linea(1, 50, 4, 4), linea(2, 33.33, 4, 4)]), {
      ...PARAMS,
      descuentoHermanos: 1500,
    });
    expect(recibo!.lineas.map((l) => l.importe)).toEqual([5000, 2833]);
  });
});

describe('school year, month and reference', () => {
  it.each([
    ['2026-09', '2026-09', '2027-08', '2026/2027'],
    ['2027-03', '2026-09', '2027-08', '2026/2027'],
    ['2027-08', '2026-09', '2027-08', '2026/2027'],
    ['2026-08', '2025-09', '2026-08', '2025/2026'],
  ])('%s belongs to the year %s–%s (%s)', (mes, desde, hasta, nombre) => {
    expect(cursoDeCobro(mes)).toEqual({ desde, hasta, nombre });
  });

  it('writes the month in Spanish and the reference within 35 characters', () => {
    expect(mesEnTexto('2026-01')).toBe('enero 2026');
    expect(referenciaRecibo('2026-11', 2_147_483_647)).toBe('R-202611-2147483647');
    expect(referenciaRecibo('2026-11', 2_147_483_647).length).toBeLessThanOrEqual(35);
  });

  it('gives two equal receipts the same firma and a different amount another one', () => {
    const a = calcularReciboFamilia(familia([linea(1, 45, 8, 8)]), PARAMS)!;
    const b = calcularReciboFamilia(familia([linea(1, 45, 8, 8)]), PARAMS)!;
    const c = calcularReciboFamilia(familia([linea(1, 45, 7, 8, { canceladas: 1 })]), PARAMS)!;
    expect(firmaLineas(a.lineas)).toBe(firmaLineas(b.lineas));
    expect(firmaLineas(a.lineas)).not.toBe(firmaLineas(c.lineas));
  });
});
