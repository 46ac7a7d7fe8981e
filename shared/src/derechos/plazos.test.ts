import { describe, expect, it } from 'vitest';
import { fechaCorteRetencion, fechaLimiteSupresion, sumarMeses } from './plazos';

describe('fechaLimiteSupresion: one calendar month', () => {
  it.each([
    ['2026-01-15', '2026-02-15'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-03-31', '2026-04-30'],
    ['2026-12-20', '2027-01-20'],
    ['2026-12-31', '2027-01-31'],
    ['2026-02-28', '2026-03-28'],
  ])('%s → %s', (solicitud, limite) => {
    expect(fechaLimiteSupresion(solicitud)).toBe(limite);
  });
});

describe('sumarMeses and the retention cut-off', () => {
  it.each([
    ['2026-11-25', 24, '2024-11-25'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2024-02-29', 12, '2023-02-28'],
    ['2026-01-10', 13, '2024-12-10'],
  ])('%s minus %i months → %s', (hoy, meses, corte) => {
    expect(fechaCorteRetencion(hoy, meses)).toBe(corte);
  });
  it('adds across years and keeps the day when it exists', () => {
    expect(sumarMeses('2026-11-30', 3)).toBe('2027-02-28');
    expect(sumarMeses('2026-11-30', 0)).toBe('2026-11-30');
    expect(sumarMeses('2026-05-05', -17)).toBe('2024-12-05');
  });
});
