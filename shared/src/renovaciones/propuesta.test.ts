import { describe, expect, it } from 'vitest';
import { cursoSiguiente, proponerGrupo, superaNivel, type GrupoDePropuesta } from './propuesta';

describe('cursoSiguiente', () => {
  it.each([
    [{ curso: '3', fechaNacimiento: null }, '4'],
    [{ curso: '6', fechaNacimiento: null }, '1ESO'],
    [{ curso: '3INF', fechaNacimiento: null }, '1'],
    [{ curso: '2BACH', fechaNacimiento: null }, null],
    // The stored year wins over the birth date (a repeated year).
    [{ curso: '3', fechaNacimiento: '2016-05-01' }, '4'],
    // Without a stored year, the birth date at 1 September: born 2018 → 4º Primaria in 2027-2028.
    [{ curso: null, fechaNacimiento: '2018-12-31' }, '4'],
    [{ curso: 'raro', fechaNacimiento: '2018-01-01' }, '4'],
    [{ curso: null, fechaNacimiento: null }, null],
    [{ curso: null, fechaNacimiento: '1990-01-01' }, null],
  ] as const)('%o in 2027 → %s', (alumno, esperado) => {
    expect(cursoSiguiente(alumno, 2027)).toBe(esperado);
  });
});

describe('superaNivel', () => {
  it.each([
    ['Kids I', '2', false],
    ['Kids I', '3', true],
    ['Kids I', '1INF', false],
    ['Junior III', '1BACH', true],
    ['Nivel propio', '3', undefined],
  ] as const)('%s with %s → %s', (nivel, curso, esperado) => {
    expect(superaNivel(nivel, curso)).toBe(esperado);
  });
});

const g = (id: number, nivel: string, nivelOrden: number, colegioId = 1): GrupoDePropuesta => ({
  id,
  colegioId,
  nivel,
  nivelOrden,
});
const kidsI = g(1, 'Kids I', 3);
const grupos = [
  kidsI,
  g(2, 'Kids II', 4),
  g(3, 'Kids III', 5),
  g(4, 'Kids III', 5), // two groups of one level: the lower id
  g(5, 'Junior I', 6),
  g(6, 'Kids II', 4, 2), // another school
  g(7, 'Preescholers II', 2),
];

describe('proponerGrupo', () => {
  it.each([
    ['still in the level', kidsI, '2', grupos, { grupoId: 1, motivo: 'mismo_grupo' }],
    ['unknown school year', kidsI, null, grupos, { grupoId: 1, motivo: 'mismo_grupo' }],
    ['unknown level', g(9, 'Robótica libre', 9), '6', grupos, { grupoId: 9, motivo: 'mismo_grupo' }],
    ['outgrown: the next level of the school', kidsI, '3', grupos, { grupoId: 2, motivo: 'siguiente_nivel' }],
    [
      'two levels up, lower id first',
      g(2, 'Kids II', 4),
      '4',
      grupos,
      { grupoId: 3, motivo: 'siguiente_nivel' },
    ],
    [
      'the next level missing: the one after that still takes the child',
      kidsI,
      '3',
      grupos.filter((x) => x.nivel !== 'Kids II'),
      { grupoId: 3, motivo: 'siguiente_nivel' },
    ],
    [
      'only another school has the level',
      kidsI,
      '3',
      [kidsI, g(6, 'Kids II', 4, 2)],
      { grupoId: null, motivo: 'sin_grupo' },
    ],
    ['past the last level', g(8, 'Junior III', 8), '1BACH', grupos, { grupoId: null, motivo: 'sin_grupo' }],
    [
      'never a lower level',
      kidsI,
      '3',
      [kidsI, g(7, 'Preescholers II', 2)],
      { grupoId: null, motivo: 'sin_grupo' },
    ],
  ] as const)('%s', (_caso, actual, curso, lista, esperado) => {
    expect(proponerGrupo(actual, curso, lista)).toEqual(esperado);
  });
});
