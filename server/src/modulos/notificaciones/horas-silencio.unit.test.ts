import { describe, expect, it } from 'vitest';
import { momentoDelPush } from './horas-silencio';

/** Times are UTC; Madrid is UTC+1 in winter, UTC+2 in summer. */
describe('momentoDelPush', () => {
  it.each([
    ['the afternoon (17:00): at once', '2026-11-25T16:00:00Z', '2026-11-25T16:00:00.000Z'],
    ['08:00 sharp: at once', '2026-11-25T07:00:00Z', '2026-11-25T07:00:00.000Z'],
    ['20:59: at once', '2026-11-25T19:59:00Z', '2026-11-25T19:59:00.000Z'],
    ['21:00: next morning at 08:00', '2026-11-25T20:00:00Z', '2026-11-26T07:00:00.000Z'],
    ['23:30: next morning', '2026-11-25T22:30:00Z', '2026-11-26T07:00:00.000Z'],
    ['00:30 (the school’s new day): that morning', '2026-11-25T23:30:00Z', '2026-11-26T07:00:00.000Z'],
    ['07:59: a minute later', '2026-11-26T06:59:00Z', '2026-11-26T07:00:00.000Z'],
    ['a summer night: 08:00 is 06:00 UTC', '2027-06-14T20:00:00Z', '2027-06-15T06:00:00.000Z'],
    [
      'the night before the spring change: 08:00 summer time',
      '2027-03-27T21:00:00Z',
      '2027-03-28T06:00:00.000Z',
    ],
    ['31 December at 22:00: 1 January', '2026-12-31T21:00:00Z', '2027-01-01T07:00:00.000Z'],
  ])('%s', (_caso, ahora, esperado) => expect(momentoDelPush(new Date(ahora)).toISOString()).toBe(esperado));

  it.each([
    ['07:00, about a class today: at once', '2026-11-26T06:00:00Z', '2026-11-26', '2026-11-26T06:00:00.000Z'],
    ['22:00, about a class today: at once', '2026-11-25T21:00:00Z', '2026-11-25', '2026-11-25T21:00:00.000Z'],
    [
      '23:30, about a class tomorrow: next morning',
      '2026-11-25T22:30:00Z',
      '2026-11-26',
      '2026-11-26T07:00:00.000Z',
    ],
    [
      '00:30, about a class that day: at once',
      '2026-11-25T23:30:00Z',
      '2026-11-26',
      '2026-11-25T23:30:00.000Z',
    ],
  ])('%s', (_caso, ahora, dia, esperado) =>
    expect(momentoDelPush(new Date(ahora), dia).toISOString()).toBe(esperado),
  );
});
