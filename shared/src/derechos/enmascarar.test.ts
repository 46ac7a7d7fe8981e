import { describe, expect, it } from 'vitest';
import { enmascarar, esEnmascarado } from './enmascarar';

describe('enmascarar: the last four characters', () => {
  it.each([
    ['ES7620770024003102575766', '••••5766'],
    ['ES76 2077 0024 0031 0257 5766', '••••5766'],
    ['12345678Z', '••••678Z'],
    ['X1234567L', '••••567L'],
    ['1234', '••••'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (valor, mascara) => {
    expect(enmascarar(valor)).toBe(mascara);
  });
  it('recognises its own output and nothing else', () => {
    expect(esEnmascarado(enmascarar('ES7620770024003102575766'))).toBe(true);
    expect(esEnmascarado('••••')).toBe(true);
    expect(esEnmascarado('ES7620770024003102575766')).toBe(false);
    expect(esEnmascarado(null)).toBe(false);
  });
});
