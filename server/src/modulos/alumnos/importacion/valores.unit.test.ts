import { describe, expect, it } from 'vitest';
import {
  fechaDeSerial,
  normalizarCurso,
  normalizarTexto,
  parseFechaEs,
  parseNumeroEs,
  textoDeCelda,
} from './valores';

const HOY = new Date('2026-03-01T12:00:00Z');

describe('parseFechaEs', () => {
  it.each([
    ['01/09/2025', '2025-09-01'],
    ['1/9/2025', '2025-09-01'],
    ['01-09-2025', '2025-09-01'],
    ['01.09.2025', '2025-09-01'],
    ['2025-09-01', '2025-09-01'],
    ['2025/09/01', '2025-09-01'],
    ['01/09/2025 00:00', '2025-09-01'],
    ['2016-03-04T00:00:00Z', '2016-03-04'],
    ['29/02/2024', '2024-02-29'],
    ['05/06/15', '2015-06-05'],
    ['05/06/98', '1998-06-05'],
    ['31/02/2025', null],
    ['13/13/2025', null],
    ['2025-13-01', null],
    ['mañana', null],
    ['', null],
  ])('%s → %s', (entrada, esperado) => {
    expect(parseFechaEs(entrada, HOY)).toBe(esperado);
  });

  it('takes serial numbers and known dates', () => {
    expect(parseFechaEs(45901)).toBe('2025-09-01');
    expect(parseFechaEs({ fecha: '2017-05-02' })).toBe('2017-05-02');
    expect(parseFechaEs(null)).toBeNull();
    expect(fechaDeSerial(44440, true)).toBe('2025-09-02');
    expect(fechaDeSerial(0)).toBeNull();
  });
});

describe('parseNumeroEs', () => {
  it.each([
    ['12', 12],
    ['12,75', 12.75],
    ['1.234,5', 1234.5],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['3.5', 3.5],
    ['-2,5', -2.5],
    [' 7 ', 7],
    ['1,2,3', null],
    ['12a', null],
    ['', null],
    ['.', null],
  ])('%s → %s', (entrada, esperado) => {
    expect(parseNumeroEs(entrada)).toBe(esperado);
  });
  it('passes numbers through', () => {
    expect(parseNumeroEs(4.5)).toBe(4.5);
    expect(parseNumeroEs(null)).toBeNull();
  });
});

describe('textoDeCelda', () => {
  it.each([
    [612345678, '612345678'],
    [6.12345678e8, '612345678'],
    [1.5, '1.5'],
    ['  Ana ', 'Ana'],
    [null, ''],
    [{ fecha: '2020-01-02' }, '2020-01-02'],
  ])('%s → %s', (entrada, esperado) => {
    expect(textoDeCelda(entrada as never)).toBe(esperado);
  });
});

describe('normalizarTexto', () => {
  it.each([
    ['Fecha de Nacimiento', 'fecha de nacimiento'],
    ['  TELÉFONOS ', 'telefonos'],
    ['F. nacimiento', 'f nacimiento'],
    ['Teléfono_1', 'telefono 1'],
    ['Nº', 'n'],
  ])('%s → %s', (entrada, esperado) => {
    expect(normalizarTexto(entrada)).toBe(esperado);
  });
});

describe('normalizarCurso', () => {
  it.each([
    ['3', '3'],
    ['3º Primaria', '3'],
    ['3 primaria', '3'],
    ['3ºEP', '3'],
    ['1º ESO', '1ESO'],
    ['1eso', '1ESO'],
    ['2º Bachillerato', '2BACH'],
    ['2 bach', '2BACH'],
    ['1º Infantil', '1INF'],
    ['3INF', '3INF'],
    ['7', null],
    ['5º ESO', null],
    ['universidad', null],
    ['', null],
  ])('%s → %s', (entrada, esperado) => {
    expect(normalizarCurso(entrada)).toBe(esperado);
  });
});
