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

  // Timed against each other, not against the clock: a loaded machine slows both alike (the best of 5).
  const mejorDe = (fn: () => void) =>
    Math.min(
      ...Array.from({ length: 5 }, () => {
        const inicio = performance.now();
        fn();
        return performance.now() - inicio;
      }),
    );
  const plano = (n: number) => JSON.stringify({ lista: Array.from({ length: n }, (_, i) => `v${i}`) });

  it('stops at the first level too deep: a 1 MB body of [ costs next to nothing', () => {
    const profundo = '['.repeat(1024 * 1024);
    expect(excedeProfundidad(profundo)).toBe(true);
    const flat = plano(100_000);
    // Reading a flat 1 MB body costs a whole pass; refusing the deep one stops after a few dozen characters.
    expect(mejorDe(() => excedeProfundidad(profundo)) * 20).toBeLessThan(
      mejorDe(() => excedeProfundidad(flat)),
    );
  });

  it('reads a flat body in one linear pass: ten times the body, about ten times the time', () => {
    // Bodies large enough that each pass takes milliseconds (timer and JIT noise stay small), both read
    // once before timing.
    const pequeno = plano(50_000);
    const grande = plano(500_000);
    expect(excedeProfundidad(grande)).toBe(false);
    excedeProfundidad(pequeno);
    const razon = mejorDe(() => excedeProfundidad(grande)) / mejorDe(() => excedeProfundidad(pequeno));
    // Linear gives ~10; a quadratic walk would give ~100.
    expect(razon).toBeLessThan(50);
  });
});
