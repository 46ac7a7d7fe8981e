import { describe, expect, it } from 'vitest';
import { instanteEscuela, paredEscuela } from './fecha-escuela';

describe('instanteEscuela: the school wall clock → the instant', () => {
  it.each([
    ['winter (UTC+1)', '2026-11-25 16:00:00', '2026-11-25T15:00:00.000Z'],
    ['summer (UTC+2)', '2027-06-14 17:30:00', '2027-06-14T15:30:00.000Z'],
    ['the API’s ISO form', '2026-11-25T16:00:00.000Z', '2026-11-25T15:00:00.000Z'],
    ['midnight at the school is the day before in UTC', '2027-01-01 00:30:00', '2026-12-31T23:30:00.000Z'],
    ['the day after the spring change', '2027-03-29 16:00:00', '2027-03-29T14:00:00.000Z'],
    ['the day of the spring change, afternoon', '2027-03-28 16:00:00', '2027-03-28T14:00:00.000Z'],
    ['the day of the autumn change, afternoon', '2026-10-25 16:00:00', '2026-10-25T15:00:00.000Z'],
    ['the last hour before the spring change', '2027-03-28 01:30:00', '2027-03-28T00:30:00.000Z'],
  ])('%s', (_caso, pared, instante) => expect(instanteEscuela(pared).toISOString()).toBe(instante));

  it('round-trips every hour of a year that is not skipped or repeated', () => {
    for (let h = 0; h < 365 * 24; h += 7) {
      const instante = new Date(Date.UTC(2026, 8, 1) + h * 3_600_000);
      const { texto } = paredEscuela(instante);
      if (texto.slice(11, 13) === '02') continue;
      expect(instanteEscuela(texto).getTime()).toBe(instante.getTime());
    }
  });
});

describe('paredEscuela', () => {
  it.each([
    ['2026-11-24T22:59:59Z', '2026-11-24', 23],
    ['2026-11-24T23:00:00Z', '2026-11-25', 0],
    ['2027-07-01T06:00:00Z', '2027-07-01', 8],
  ])('%s is %s at %i h', (instante, dia, hora) => {
    const p = paredEscuela(new Date(instante));
    expect([p.dia, p.hora]).toEqual([dia, hora]);
  });
});
