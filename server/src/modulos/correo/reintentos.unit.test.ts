import { describe, expect, it } from 'vitest';
import { esperaTrasFallo, REINTENTOS } from './reintentos';

const S = 1000;
const M = 60 * S;

describe('esperaTrasFallo (the outbox backoff)', () => {
  it.each([
    [1, 30 * S],
    [2, 1 * M],
    [3, 2 * M],
    [4, 4 * M],
    [5, 8 * M],
    [6, 16 * M],
    [7, 32 * M],
    [8, 60 * M],
    [9, 60 * M],
    [10, 60 * M],
    [11, 60 * M],
    [12, null],
    [13, null],
  ])('after %i failed attempts → %s ms', (intentos, espera) => {
    expect(esperaTrasFallo(intentos)).toBe(espera);
  });

  it('gives up about 5 hours after the first attempt', () => {
    let total = 0;
    for (let i = 1; i < REINTENTOS.maxIntentos; i++) total += esperaTrasFallo(i)!;
    expect(total).toBe(18_210 * S);
  });

  it('follows another policy (tests use milliseconds)', () => {
    const rapida = { primeraEsperaMs: 10, maximaEsperaMs: 25, maxIntentos: 4 };
    expect([1, 2, 3, 4].map((n) => esperaTrasFallo(n, rapida))).toEqual([10, 20, 25, null]);
  });

  it('treats a count below 1 as the first failure', () => {
    expect(esperaTrasFallo(0)).toBe(30 * S);
  });
});
