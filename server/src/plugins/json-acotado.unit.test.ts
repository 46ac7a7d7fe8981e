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

  // Counted, not timed (a loaded CI machine made every timed version flaky): the text is read through a
  // stand-in that counts each character read, so "one pass" and "stops early" are exact.
  const contado = (texto: string) => {
    const lector = {
      lecturas: 0,
      length: texto.length,
      charCodeAt(i: number) {
        lector.lecturas += 1;
        return texto.charCodeAt(i);
      },
    };
    return lector;
  };
  const plano = (n: number) => JSON.stringify({ lista: Array.from({ length: n }, (_, i) => `v${i}`) });

  it('stops at the first level too deep: a 1 MB body of [ reads only its first characters', () => {
    const profundo = contado('['.repeat(1024 * 1024));
    expect(excedeProfundidad(profundo as unknown as string)).toBe(true);
    expect(profundo.lecturas).toBe(PROFUNDIDAD_MAXIMA_JSON + 1);
  });

  it('reads a flat body in one linear pass: every character at most once', () => {
    for (const n of [1_000, 100_000]) {
      const texto = plano(n);
      const lector = contado(texto);
      expect(excedeProfundidad(lector as unknown as string)).toBe(false);
      expect(lector.lecturas).toBeLessThanOrEqual(texto.length);
    }
    // Escapes skip the character they escape: still never more reads than characters.
    const conEscapes = contado(JSON.stringify({ a: '\\"'.repeat(10_000) }));
    expect(excedeProfundidad(conEscapes as unknown as string)).toBe(false);
    expect(conEscapes.lecturas).toBeLessThanOrEqual(conEscapes.length);
  });
});
