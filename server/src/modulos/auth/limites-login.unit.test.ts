/** The sign-in's schedules (decision 029), as a person meets them. */
import { describe, expect, it } from 'vitest';
import { esperaTrasIntentos } from '../../db/rate-limit';
import { ESCALADA_CODIGOS, ESCALADA_LOGIN_CUENTA } from './limites-login';

describe('login and code waits', () => {
  it.each([
    [1, 0, 0],
    [5, 1, 1],
    [6, 2, 2],
    [9, 16, 16],
    [13, 256, 256],
    [14, 300, 512],
    [17, 300, 3600],
    [200, 300, 3600],
  ])('after attempt %i: a password waits %i s, a code %i s', (n, password, codigo) => {
    expect(esperaTrasIntentos(n, ESCALADA_LOGIN_CUENTA)).toBe(password);
    expect(esperaTrasIntentos(n, ESCALADA_CODIGOS)).toBe(codigo);
  });
});
