import { describe, expect, it } from 'vitest';
import { excedeProfundidad, PROFUNDIDAD_MAXIMA_JSON } from './json-acotado';

const anidado = (n: number, abre = '[', cierra = ']') => abre.repeat(n) + cierra.repeat(n);

describe('excedeProfundidad', () => {
  it.each([
    ['{}', 1, false],
    ['[[1]]', 2, false],
    ['[[[1]]]', 2, true],
    ['{"a":{"b":[1]}}', 3, false],
    ['{"a":{"b":[1]}}', 2, true],
    // Brackets inside strings do not count, escaped quotes do not end a string.
    ['{"a":"[[[[[[[["}', 1, false],
    ['{"a":"\\"[[[[\\\\"}', 1, false],
    ['["\\\\",[[1]]]', 2, true],
    // Siblings do not add up.
    ['[[1],[2],[3],[4]]', 2, false],
  ])('%s with limit %i → %s', (texto, maximo, esperado) => {
    expect(excedeProfundidad(texto, maximo)).toBe(esperado);
  });

  it('lets the limit through and refuses one more, of arrays and objects alike', () => {
    expect(excedeProfundidad(anidado(PROFUNDIDAD_MAXIMA_JSON))).toBe(false);
    expect(excedeProfundidad(anidado(PROFUNDIDAD_MAXIMA_JSON + 1))).toBe(true);
    const objetos =
      '{"a":'.repeat(PROFUNDIDAD_MAXIMA_JSON + 1) + '1' + '}'.repeat(PROFUNDIDAD_MAXIMA_JSON + 1);
    expect(excedeProfundidad(objetos)).toBe(true);
  });

  it('stops at the first level too deep: a 1 MB body of [ costs next to nothing', () => {
    const cuerpo = '['.repeat(1024 * 1024);
    const inicio = performance.now();
    for (let i = 0; i < 1000; i++) expect(excedeProfundidad(cuerpo)).toBe(true);
    expect(performance.now() - inicio).toBeLessThan(500);
  });

  it('reads a flat 1 MB body in one linear pass', () => {
    const cuerpo = JSON.stringify({ lista: Array.from({ length: 100_000 }, (_, i) => `v${i}`) });
    const inicio = performance.now();
    expect(excedeProfundidad(cuerpo)).toBe(false);
    expect(performance.now() - inicio).toBeLessThan(200);
  });
});
