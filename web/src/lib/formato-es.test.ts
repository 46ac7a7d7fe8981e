import { describe, expect, it } from 'vitest';
import { fechaDeTextoEs, formatoFecha } from './formato-es';

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
