import { describe, expect, it } from 'vitest';
import { ALFABETO, claveOrden, compararEs, plegar } from './texto-es';

describe('plegar (search, spreadsheet headers)', () => {
  it.each([
    ['Çelik', 'celik'],
    ['NÚÑEZ', 'nunez'],
    ['Fecha de Nacimiento', 'fecha de nacimiento'],
    ['  Teléfono ', '  telefono '],
    ['Güell', 'guell'],
    ['Ángela', 'angela'],
  ])('%j → %j', (texto, esperado) => expect(plegar(texto)).toBe(esperado));

  it('has one letter for each accented one', () =>
    expect([...ALFABETO.con].length).toBe([...ALFABETO.sin].length));
});

const NOMBRES = [
  'Zapata',
  'Çelik',
  'álvarez',
  'Nuñez',
  'Nuno',
  'Ñoño',
  'Núñez',
  'Nyman',
  'Olmo',
  'Cano',
  'de la Fuente',
  'del Río',
  'Ávila',
];
const ESPERADO = [
  'álvarez',
  'Ávila',
  'Cano',
  'Çelik',
  'de la Fuente',
  'del Río',
  'Nuno',
  'Nuñez',
  'Núñez',
  'Nyman',
  'Ñoño',
  'Olmo',
  'Zapata',
];

describe('the Spanish order', () => {
  it('compararEs sorts as a Spanish reader expects: ç is a c, ñ after n, accents and case do not count', () =>
    expect([...NOMBRES].sort(compararEs)).toEqual(ESPERADO));

  it('claveOrden compared by code point (the database C collation) gives the same order', () => {
    const porClave = [...NOMBRES].sort((a, b) => {
      const [x, y] = [claveOrden(a), claveOrden(b)];
      return x < y ? -1 : x > y ? 1 : compararEs(a, b);
    });
    expect(porClave).toEqual(ESPERADO);
  });

  it.each([
    ['Çelik', 'celik'],
    ['Ñoño', 'n~on~o'],
    ['MUÑOZ', 'mun~oz'],
  ])('claveOrden(%j) = %j', (texto, esperado) => expect(claveOrden(texto)).toBe(esperado));
});
