import { describe, expect, it } from 'vitest';
import { dentroDeDosNiveles, NIVELES, ordenarNiveles, ordenDeNivel } from './niveles';

describe('niveles', () => {
  it.each([
    ['Preescholers I', 1],
    ['Kids I', 3],
    ['Junior III', 8],
    ['Teens I', undefined],
  ])('ordenDeNivel(%s) = %s', (nombre, orden) => {
    expect(ordenDeNivel(nombre)).toBe(orden);
  });

  it('sorts level names by their order, unknown ones last', () => {
    expect(ordenarNiveles(['Junior I', 'Otro', 'Kids I', 'Preescholers II'])).toEqual([
      'Preescholers II',
      'Kids I',
      'Junior I',
      'Otro',
    ]);
    expect(ordenarNiveles([...NIVELES].reverse())).toEqual([...NIVELES]);
  });

  it.each([
    [3, 3, true],
    [3, 5, true],
    [5, 3, true],
    [3, 6, false],
    [1, 8, false],
    [8, 6, true],
  ])('group %i, activity %i → within two: %s', (g, a, esperado) => {
    expect(dentroDeDosNiveles(g, a)).toBe(esperado);
  });
});
