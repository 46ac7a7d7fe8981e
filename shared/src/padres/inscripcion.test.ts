import { describe, expect, it } from 'vitest';
import { cursoDeNacimiento } from './inscripcion';

describe('cursoDeNacimiento: the Spanish year group of a birth date on a day', () => {
  it.each([
    // Born in 2020: turns 6 in 2026, so 1º Primaria in 2026/27 (from September 2026).
    ['2020-03-10', '2026-11-25', '1'],
    ['2020-12-31', '2026-07-01', '1'],
    // Until June the school year is still 2025/26: 3º Infantil.
    ['2020-03-10', '2026-06-30', '3INF'],
    ['2023-01-01', '2026-11-25', '1INF'],
    ['2015-06-01', '2026-11-25', '6'],
    ['2014-06-01', '2026-11-25', '1ESO'],
    ['2013-01-15', '2026-11-25', '2ESO'],
    ['2009-05-05', '2026-11-25', '2BACH'],
    // Too young, too old.
    ['2024-02-02', '2026-11-25', null],
    ['2008-02-02', '2026-11-25', null],
  ])('%s on %s → %s', (nacimiento, hoy, curso) => {
    expect(cursoDeNacimiento(nacimiento, hoy)).toBe(curso);
  });
});
