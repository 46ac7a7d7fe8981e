import { describe, expect, it } from 'vitest';
import {
  fechaDeTextoEs,
  formatoDecimal,
  formatoFecha,
  formatoFechaHoraEscuela,
  formatoPorcentaje,
} from './formato-es';

describe('the formatters built once give what toLocaleString gives', () => {
  it.each([
    ['2026-03-02T16:00:00.000Z', 'lunes, 02/03/2026 16:00'],
    ['2026-10-25T00:30:00.000Z', 'domingo, 25/10/2026 00:30'],
    ['2027-01-01T23:59:00.000Z', 'viernes, 01/01/2027 23:59'],
  ])('formatoFechaHoraEscuela(%j) → %j', (iso, esperado) =>
    expect(formatoFechaHoraEscuela(iso)).toBe(esperado),
  );

  it.each([
    [12.5, 1, '12,5'],
    [30.4, 2, '30,40'],
    [1234.567, 2, '1234,57'],
    [3, 0, '3'],
    [12.5, 1, '12,5'],
  ])('formatoDecimal(%j, %j) → %j', (valor, digitos, esperado) =>
    expect(formatoDecimal(valor, digitos)).toBe(esperado),
  );

  it.each([
    [0.5, '50 %'],
    [0.987, '99 %'],
    [1, '100 %'],
  ])('formatoPorcentaje(%j) → %j', (tasa, esperado) =>
    expect(formatoPorcentaje(tasa).replace(/\s/g, ' ')).toBe(esperado),
  );
});

describe('fechaDeTextoEs', () => {
  it.each([
    ['08/09/2026', '2026-09-08'],
    ['8/9/2026', '2026-09-08'],
    [' 08-09-2026 ', '2026-09-08'],
    ['08.09.2026', '2026-09-08'],
    ['2026-09-08', '2026-09-08'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['13/13/2026', null],
    ['08/09/26', null],
    ['09/2026', null],
    ['', null],
    ['mañana', null],
  ])('%j → %j', (texto, esperado) => expect(fechaDeTextoEs(texto)).toBe(esperado));

  it('reads back what formatoFecha writes', () =>
    expect(fechaDeTextoEs(formatoFecha('2026-01-31'))).toBe('2026-01-31'));
});
