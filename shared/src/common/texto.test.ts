import { describe, expect, it } from 'vitest';
import { plegarTexto } from './texto';

describe('plegarTexto', () => {
  it.each([
    ['Lucía', 'lucia'],
    ['  MARÍA   JOSÉ ', 'maria jose'],
    ['Muñoz\u00a0Peña', 'munoz pena'],
    ['Çelik', 'celik'],
    ['Güell\tPérez', 'guell perez'],
    ['Ana-Belén', 'ana-belen'],
    ['', ''],
  ])('%j → %j', (entrada, esperado) => {
    expect(plegarTexto(entrada)).toBe(esperado);
  });
});
