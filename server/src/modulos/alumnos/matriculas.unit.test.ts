import { describe, expect, it } from 'vitest';
import { cambiarMatricula, cambioPorEdicion, diferencia, type Tramo } from './matriculas';

const A = 1;
const B = 2;
const C = 3;
const t = (id: number, grupoId: number, desde: string, hasta: string | null = null): Tramo => ({
  id,
  grupoId,
  desde,
  hasta,
});

interface Caso {
  caso: string;
  antes: Tramo[];
  grupo: number | null;
  desde: string;
  despues: Tramo[];
}

const casos: Caso[] = [
  {
    caso: 'a new student in a group',
    antes: [],
    grupo: A,
    desde: '2026-09-01',
    despues: [{ grupoId: A, desde: '2026-09-01', hasta: null }],
  },
  {
    caso: 'a new student without a group (or in baja): no history',
    antes: [],
    grupo: null,
    desde: '2026-09-01',
    despues: [],
  },
  {
    caso: 'a move: the old group ends the day the new one starts',
    antes: [t(1, A, '2026-09-01')],
    grupo: B,
    desde: '2026-11-02',
    despues: [t(1, A, '2026-09-01', '2026-11-02'), { grupoId: B, desde: '2026-11-02', hasta: null }],
  },
  {
    caso: 'a move dated before the current enrolment started replaces it',
    antes: [t(1, A, '2026-09-01', '2026-10-01'), t(2, B, '2026-11-24')],
    grupo: C,
    desde: '2026-09-15',
    despues: [t(1, A, '2026-09-01', '2026-09-15'), { grupoId: C, desde: '2026-09-15', hasta: null }],
  },
  {
    caso: 'a baja ends the open enrolment that day',
    antes: [t(1, A, '2026-09-01')],
    grupo: null,
    desde: '2026-11-24',
    despues: [t(1, A, '2026-09-01', '2026-11-24')],
  },
  {
    caso: 'a baja dated on the day the enrolment started removes it',
    antes: [t(1, A, '2026-11-24')],
    grupo: null,
    desde: '2026-11-24',
    despues: [],
  },
  {
    caso: 'an alta again in the same group: a new enrolment after the gap',
    antes: [t(1, A, '2026-09-01', '2026-10-01')],
    grupo: A,
    desde: '2026-11-24',
    despues: [t(1, A, '2026-09-01', '2026-10-01'), { grupoId: A, desde: '2026-11-24', hasta: null }],
  },
  {
    caso: 'staying in the group with an earlier day: the enrolment started earlier (mid-year start)',
    antes: [t(1, A, '2026-11-24')],
    grupo: A,
    desde: '2026-09-08',
    despues: [t(1, A, '2026-09-08')],
  },
  {
    caso: 'staying in the group with a later day: the enrolment started later',
    antes: [t(1, A, '2026-09-01')],
    grupo: A,
    desde: '2026-10-01',
    despues: [t(1, A, '2026-10-01')],
  },
  {
    caso: 'staying in the group, the same day again: nothing changes (a re-import)',
    antes: [t(1, A, '2026-09-01', '2026-10-01'), t(2, B, '2026-10-01')],
    grupo: B,
    desde: '2026-10-01',
    despues: [t(1, A, '2026-09-01', '2026-10-01'), t(2, B, '2026-10-01')],
  },
  {
    caso: 'staying in the group from before an earlier enrolment: the earlier one is shortened',
    antes: [t(1, A, '2026-09-01', '2026-10-01'), t(2, B, '2026-10-01')],
    grupo: B,
    desde: '2026-09-15',
    despues: [t(1, A, '2026-09-01', '2026-09-15'), t(2, B, '2026-09-15')],
  },
];

describe('cambiarMatricula', () => {
  it.each(casos)('$caso', ({ antes, grupo, desde, despues }) => {
    const resultado = cambiarMatricula(antes, grupo, desde);
    expect(resultado).toEqual(despues);
    // Never two enrolments at once, at most one open.
    expect(resultado.filter((r) => r.hasta === null).length).toBeLessThanOrEqual(1);
    for (let i = 1; i < resultado.length; i++) {
      expect(resultado[i - 1]!.hasta! <= resultado[i]!.desde).toBe(true);
    }
  });

  it('does not change what it was given', () => {
    const antes = [t(1, A, '2026-09-01')];
    cambiarMatricula(antes, B, '2026-10-01');
    expect(antes).toEqual([t(1, A, '2026-09-01')]);
  });
});

describe('diferencia', () => {
  it.each([
    {
      caso: 'a move: one row closed, one opened',
      antes: [t(1, A, '2026-09-01')],
      grupo: B,
      desde: '2026-11-02',
      esperado: {
        borrar: [],
        cambiar: [{ id: 1, desde: '2026-09-01', hasta: '2026-11-02' }],
        abrir: [{ grupoId: B, desde: '2026-11-02' }],
      },
    },
    {
      caso: 'a correction: the open row’s start changes, a later row goes',
      antes: [
        t(1, A, '2026-09-01', '2026-10-01'),
        t(2, C, '2026-10-01', '2026-11-01'),
        t(3, B, '2026-11-01'),
      ],
      grupo: B,
      desde: '2026-09-20',
      esperado: {
        borrar: [2],
        cambiar: [
          { id: 1, desde: '2026-09-01', hasta: '2026-09-20' },
          { id: 3, desde: '2026-09-20', hasta: null },
        ],
        abrir: [],
      },
    },
    {
      caso: 'nothing to do',
      antes: [t(1, A, '2026-09-01')],
      grupo: A,
      desde: '2026-09-01',
      esperado: { borrar: [], cambiar: [], abrir: [] },
    },
  ])('$caso', ({ antes, grupo, desde, esperado }) =>
    expect(diferencia(antes, cambiarMatricula(antes, grupo, desde))).toEqual(esperado),
  );
});

describe('cambioPorEdicion', () => {
  const HOY = '2026-11-24';
  const alta = (grupoId: number | null) => ({ grupoId, estado: 'alta' as const });
  const baja = (grupoId: number | null) => ({ grupoId, estado: 'baja' as const });
  it.each([
    ['a new student in a group, no day: from today', null, alta(A), undefined, { grupoId: A, desde: HOY }],
    ['a new student with a day', null, alta(A), '2026-09-08', { grupoId: A, desde: '2026-09-08' }],
    ['a new student without a group', null, alta(null), undefined, null],
    ['a new student in baja', null, baja(A), undefined, null],
    ['an edit that changes neither group nor estado', alta(A), alta(A), undefined, null],
    ['a blank day is no day', alta(A), alta(A), null, null],
    [
      'the same group with a day: a correction',
      alta(A),
      alta(A),
      '2026-09-08',
      { grupoId: A, desde: '2026-09-08' },
    ],
    ['a move', alta(A), alta(B), undefined, { grupoId: B, desde: HOY }],
    ['a move with its day', alta(A), alta(B), '2026-11-02', { grupoId: B, desde: '2026-11-02' }],
    ['leaving every group', alta(A), alta(null), undefined, { grupoId: null, desde: HOY }],
    ['a baja', alta(A), baja(A), undefined, { grupoId: null, desde: HOY }],
    ['an alta again', baja(A), alta(A), undefined, { grupoId: A, desde: HOY }],
    ['a baja student moved to another group stays out of groups', baja(A), baja(B), undefined, null],
  ])('%s', (_caso, antes, despues, desde, esperado) =>
    expect(cambioPorEdicion(antes, despues, desde, HOY)).toEqual(esperado),
  );
});
