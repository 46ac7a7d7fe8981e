import { describe, expect, it } from 'vitest';
import { necesidadMaterial } from './necesidad';
import { lunesDe, semanasDe } from './fechas';

describe('necesidadMaterial = ceil(alumnos del grupo ÷ alumnos de la actividad × cantidad)', () => {
  it.each([
    // [grupo, actividad, cantidad, necesidad]
    [10, 5, 1, 2],
    [11, 5, 1, 3],
    [10, 4, 1, 3],
    [7, 3, 1.5, 4], // 3.5 → 4
    [6, 3, 1.1, 3], // 2.2 → 3 (no 2.2000000000000006 surprise either way)
    [3, 1, 0.1, 1], // 0.3 → 1
    [6, 3, 0.5, 1], // exactly 1
    [12, 4, 2.5, 8], // 7.5 → 8
    [1, 10, 1, 1], // one student still needs a kit
    [0, 5, 3, 0], // a group without students needs nothing
    [8, 2, 0, 0], // no quantity, no need
    [20, 1, 1, 20],
  ])('%i alumnos, actividad para %i, cantidad %d → %i', (grupo, actividad, cantidad, esperado) => {
    expect(necesidadMaterial(grupo, actividad, cantidad)).toBe(esperado);
  });
});

describe('semanas de lunes a domingo', () => {
  it.each([
    ['2025-01-06', '2025-01-06'], // Monday
    ['2025-01-12', '2025-01-06'], // Sunday
    ['2025-01-01', '2024-12-30'], // Wednesday across the year
  ])('el lunes de %s es %s', (dia, lunes) => expect(lunesDe(dia)).toBe(lunes));

  it('covers every day of the range with whole weeks', () => {
    expect(semanasDe('2025-01-08', '2025-01-20')).toEqual([
      { fechaInicio: '2025-01-06', fechaFin: '2025-01-12' },
      { fechaInicio: '2025-01-13', fechaFin: '2025-01-19' },
      { fechaInicio: '2025-01-20', fechaFin: '2025-01-26' },
    ]);
    expect(semanasDe('2025-01-06', '2025-01-06')).toHaveLength(1);
  });
});
