import { describe, expect, it } from 'vitest';
import { MAX_NOMBRE_HOJA, nombresDeHoja } from './nombres-hoja';

describe('nombresDeHoja', () => {
  it.each([
    ['Kids I', 'Kids I'],
    ['Robótica: 3º/4º [tarde]?*', 'Robótica 3º 4º tarde'],
    ["'Grupo'", 'Grupo'],
    ['   ', 'Grupo'],
    ['\u0000\tA\nB', 'A B'],
    ['History', 'History (grupo)'],
    ['Un nombre de grupo larguísimo que no cabe en una pestaña', 'Un nombre de grupo larguísimo q'],
    ["Veintinueve caracteres aquí x'y", "Veintinueve caracteres aquí x'y"],
    ["Treinta caracteres exactos aquí'z", 'Treinta caracteres exactos aquí'],
  ])('%j → %j', (entrada, salida) => {
    expect(nombresDeHoja([entrada])).toEqual([salida]);
  });

  it('makes duplicates unique, ignoring case, within 31 characters', () => {
    const largo = 'Programación y robótica avanzada — Colegio San Fernando';
    const nombres = nombresDeHoja(['Kids I', 'kids i', 'Kids I', largo, largo, 'Kids I (2)']);
    expect(nombres.slice(0, 3)).toEqual(['Kids I', 'kids i (2)', 'Kids I (3)']);
    expect(nombres[3]).toBe('Programación y robótica avanzad');
    expect(nombres[4]).toBe('Programación y robótica ava (2)');
    expect(nombres[5]).toBe('Kids I (2) (2)');
    expect(new Set(nombres.map((n) => n.toLowerCase())).size).toBe(nombres.length);
    for (const n of nombres) expect(n.length).toBeLessThanOrEqual(MAX_NOMBRE_HOJA);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const [nombre] = nombresDeHoja([`${'a'.repeat(30)}🤖🤖`]);
    expect(nombre).toBe('a'.repeat(30));
  });

  it('stays unique for hundreds of identical names', () => {
    const nombres = nombresDeHoja(Array.from({ length: 400 }, () => 'x'.repeat(40)));
    expect(new Set(nombres).size).toBe(400);
    expect(nombres[399]).toBe(`${'x'.repeat(25)} (400)`);
  });
});
