import { describe, expect, it } from 'vitest';
import {
  CLAVES_PLANTILLA,
  PLANTILLAS,
  renderizar,
  unirNombres,
  valoresDeEjemplo,
  variablesDesconocidas,
} from './plantillas';

describe('renderizar', () => {
  it.each([
    ['Clase de {grupo}', { grupo: 'Kids I' }, 'Clase de Kids I'],
    ['{a} y {a}', { a: 'x' }, 'x y x'],
    ['{desconocida} queda', {}, '{desconocida} queda'],
    ['{grupo}', { grupo: '$& {fecha}' }, '$& {fecha}'],
    ['{toString}', {}, '{toString}'],
    ['sin variables', { grupo: 'x' }, 'sin variables'],
  ])('%j with %j → %j', (texto, valores, esperado) => {
    expect(renderizar(texto, valores)).toBe(esperado);
  });
});

describe('variablesDesconocidas', () => {
  it.each([
    ['{titulo}: {texto}', []],
    ['{titulo} {curso} {curso} {alumo}', ['curso', 'alumo']],
    ['{ titulo }', []],
    ['sin llaves', []],
  ])('aviso: %j → %j', (texto, malas) => {
    expect(variablesDesconocidas(texto, 'aviso')).toEqual(malas);
  });

  it('every default text uses only its own variables, and each example fills them all', () => {
    for (const clave of CLAVES_PLANTILLA) {
      const p = PLANTILLAS[clave];
      expect(variablesDesconocidas(p.asunto, clave)).toEqual([]);
      expect(variablesDesconocidas(p.texto, clave)).toEqual([]);
      expect(renderizar(p.texto, valoresDeEjemplo(clave))).not.toMatch(/\{[A-Za-z_]+\}/);
    }
  });
});

describe('unirNombres', () => {
  it.each([
    [[], ''],
    [['Ana'], 'Ana'],
    [['Ana', 'Luis'], 'Ana y Luis'],
    [['Ana', 'Luis', 'Eva'], 'Ana, Luis y Eva'],
  ])('%j → %j', (nombres, esperado) => {
    expect(unirNombres(nombres)).toBe(esperado);
  });
});
