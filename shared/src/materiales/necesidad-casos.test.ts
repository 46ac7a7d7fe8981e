import { describe, expect, it } from 'vitest';
import { necesidadMaterial } from './necesidad';

describe('necesidadMaterial = ceil(alumnos ÷ actividad.alumnos × cantidad)', () => {
  const casos: [alumnos: number, porActividad: number, cantidad: number, esperado: number][] = [
    [10, 2, 1, 5],
    [11, 2, 1, 6],
    [10, 4, 1.5, 4], // 3.75
    [7, 7, 1.1, 2],
    [5, 3, 4.2, 7], // exactly 7; in floating point 5 / 3 * 4.2 = 7.000000000000001 would round up to 8
    [3, 3, 1.1, 2],
    [12, 4, 0.5, 2], // 1.5
    [8, 4, 0.5, 1],
    [1, 10, 1, 1],
    [0, 4, 3, 0], // no students, no need
    [10, 4, 0, 0], // no quantity
    [25, 1, 2, 50],
  ];
  for (const [alumnos, porActividad, cantidad, esperado] of casos) {
    it(`${alumnos} alumnos, actividad para ${porActividad}, cantidad ${cantidad} → ${esperado}`, () => {
      expect(necesidadMaterial(alumnos, porActividad, cantidad)).toBe(esperado);
    });
  }
});
