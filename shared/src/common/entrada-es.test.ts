import { describe, expect, it } from 'vitest';
import {
  fechaDeTextoEs,
  fechaReal,
  horaDeTextoEs,
  mascaraHora,
  mascaraFecha,
  numeroDeTextoEs,
  textoDeFechaEs,
  textoDeNumeroEs,
} from './entrada-es';

describe('fechaDeTextoEs', () => {
  it.each([
    ['03/02/2027', '2027-02-03'],
    ['3/2/2027', '2027-02-03'],
    ['08/09/2026', '2026-09-08'],
    [' 08-09-2026 ', '2026-09-08'],
    ['08.09.2026', '2026-09-08'],
    ['2026-09-08', '2026-09-08'],
    ['2026/9/8', '2026-09-08'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['13/13/2026', null],
    ['00/01/2026', null],
    ['08/09/26', null],
    ['09/2026', null],
    ['03/02/20271', null],
    ['', null],
    ['mañana', null],
  ])('%j → %j', (texto, esperado) => expect(fechaDeTextoEs(texto)).toBe(esperado));

  it.each([
    ['05/06/15', '2015-06-05'],
    ['05/06/26', '2026-06-05'],
    ['05/06/27', '1927-06-05'],
    ['05/06/98', '1998-06-05'],
  ])('two-digit years only when asked (spreadsheets): %j → %j', (texto, esperado) =>
    expect(fechaDeTextoEs(texto, { anioCorto: new Date('2026-03-01T12:00:00Z') })).toBe(esperado),
  );

  it('reads back what textoDeFechaEs writes', () => {
    expect(textoDeFechaEs('2026-01-31')).toBe('31/01/2026');
    expect(fechaDeTextoEs(textoDeFechaEs('2026-01-31'))).toBe('2026-01-31');
    expect(textoDeFechaEs('2026-03-02T16:00:00.000Z')).toBe('02/03/2026');
    expect(textoDeFechaEs(null)).toBe('');
  });

  it('knows real days, early years included', () => {
    expect(fechaReal(2024, 2, 29)).toBe('2024-02-29');
    expect(fechaReal(2025, 2, 29)).toBeNull();
    expect(fechaReal(50, 1, 1)).toBe('0050-01-01');
    expect(fechaReal(0, 1, 1)).toBeNull();
  });
});

describe('mascaraFecha', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['03', '03'],
    ['030', '03/0'],
    ['0302', '03/02'],
    ['03022', '03/02/2'],
    ['03022027', '03/02/2027'],
    ['030220279', '03/02/2027'],
    ['03/', '03/'],
    ['03/0', '03/0'],
    ['03/022027', '03/02/2027'],
    ['3/2/2027', '3/2/2027'],
    ['3-2-2027', '3/2/2027'],
    ['3.2.2027', '3/2/2027'],
    ['//3', '3'],
    ['3//2', '3/2'],
    ['ab3c', '3'],
    ['2027-02-03', '2027-02-03'],
    ['03/02/2027/', '03/02/2027'],
  ])('%j → %j', (texto, esperado) => expect(mascaraFecha(texto)).toBe(esperado));

  it('ends in a date the reader takes', () =>
    expect(fechaDeTextoEs(mascaraFecha('03022027'))).toBe('2027-02-03'));
});

describe('numeroDeTextoEs', () => {
  it.each([
    ['17,5', 17.5],
    ['17.5', 17.5],
    ['17,50', 17.5],
    ['12', 12],
    ['12,75', 12.75],
    ['1.234,5', 1234.5],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['3.5', 3.5],
    ['0,08', 0.08],
    ['-2,5', -2.5],
    [' 7 ', 7],
    ['1 234,5', 1234.5],
    ['17,', 17],
    [',5', 0.5],
    ['1,2,3', null],
    ['1.2.3', null],
    ['12.34,5', null],
    ['12a', null],
    ['', null],
    ['.', null],
    [',', null],
    ['--1', null],
  ])('%j → %j', (texto, esperado) => expect(numeroDeTextoEs(texto)).toBe(esperado));
});

describe('textoDeNumeroEs', () => {
  it.each([
    [17.5, {}, '17,5'],
    [17.5, { fijos: true }, '17,50'],
    [1234.5, {}, '1234,5'],
    [0.08, {}, '0,08'],
    [2.345, { decimales: 1 }, '2,3'],
    [3, {}, '3'],
    [null, {}, ''],
    [undefined, {}, ''],
    [Number.NaN, {}, ''],
  ] as const)('%j %j → %j', (n, opciones, esperado) => expect(textoDeNumeroEs(n, opciones)).toBe(esperado));

  it('reads back what it writes', () => {
    for (const n of [0, 0.5, 17.5, 1234.56, 9999.99]) expect(numeroDeTextoEs(textoDeNumeroEs(n))).toBe(n);
  });
});

describe('horaDeTextoEs and mascaraHora (24 h whatever the browser)', () => {
  it.each([
    ['16:00', '16:00'],
    ['9:30', '09:30'],
    ['9.30', '09:30'],
    ['16h30', '16:30'],
    ['1600', '16:00'],
    ['16', '16:00'],
    ['0:05', '00:05'],
    ['24:00', null],
    ['16:60', null],
    ['4:00 PM', null],
    ['', null],
  ])('%j → %j', (texto, esperado) => expect(horaDeTextoEs(texto)).toBe(esperado));

  it.each([
    ['1', '1'],
    ['16', '16'],
    ['160', '16:0'],
    ['1600', '16:00'],
    ['16005', '16:00'],
    ['9:3', '9:3'],
    ['9.30', '9:30'],
    ['16:', '16:'],
    ['ab16', '16'],
  ])('mascaraHora(%j) = %j', (texto, esperado) => expect(mascaraHora(texto)).toBe(esperado));
});
