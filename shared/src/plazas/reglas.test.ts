import { describe, expect, it } from 'vitest';
import {
  caducidadOferta,
  compararEspera,
  fechaEfectivaBaja,
  ofertaViva,
  posicionDeNueva,
  type ClaveEspera,
} from './reglas';

const c = (hermano: boolean, ampa: boolean, hora: string): ClaveEspera => ({
  hermano,
  ampa,
  solicitadaAt: `2026-03-01T${hora}:00Z`,
});

describe('compararEspera: siblings, then AMPA members, then the time of the request', () => {
  it.each([
    [
      'sibling before non-sibling, even if later and not AMPA',
      c(true, false, '12:00'),
      c(false, true, '09:00'),
      -1,
    ],
    ['non-sibling after sibling', c(false, true, '09:00'), c(true, false, '12:00'), 1],
    ['AMPA before non-AMPA among non-siblings', c(false, true, '12:00'), c(false, false, '09:00'), -1],
    ['AMPA before non-AMPA among siblings', c(true, true, '12:00'), c(true, false, '09:00'), -1],
    ['same rank: the earlier request first', c(false, false, '09:00'), c(false, false, '09:01'), -1],
    ['same rank, later request', c(true, true, '10:00'), c(true, true, '09:00'), 1],
    ['identical keys tie', c(false, false, '09:00'), c(false, false, '09:00'), 0],
  ])('%s', (_caso, a, b, signo) => {
    expect(Math.sign(compararEspera(a, b))).toBe(signo);
  });

  it('sorts a mixed list', () => {
    const lista = [
      c(false, false, '08:00'),
      c(false, true, '11:00'),
      c(true, false, '12:00'),
      c(false, true, '10:00'),
    ];
    expect([...lista].sort(compararEspera)).toEqual([lista[2], lista[3], lista[1], lista[0]]);
  });
});

describe('posicionDeNueva: where a new request goes in a list in order', () => {
  const lista = [c(true, false, '08:00'), c(false, true, '08:00'), c(false, false, '08:00')];
  it.each([
    ['an empty list', c(false, false, '09:00'), [], 1],
    ['a later plain request goes last', c(false, false, '09:00'), lista, 4],
    ['an AMPA member goes after the AMPA members', c(false, true, '09:00'), lista, 3],
    ['a sibling goes after the siblings, before AMPA', c(true, false, '09:00'), lista, 2],
    ['an AMPA sibling goes first', c(true, true, '09:00'), lista, 1],
    // The office moved the plain request first: a new AMPA request goes before the first one it outranks.
    ['a manual order is kept', c(false, true, '09:00'), [lista[2]!, lista[0]!], 1],
  ])('%s', (_caso, nueva, existentes, posicion) => {
    expect(posicionDeNueva(nueva, existentes)).toBe(posicion);
  });
});

describe('offers: 72 hours by default, accepted until the expiry instant', () => {
  const desde = new Date('2026-03-02T10:00:00Z');
  it.each([
    [72, '2026-03-05T10:00:00.000Z'],
    [24, '2026-03-03T10:00:00.000Z'],
    [1, '2026-03-02T11:00:00.000Z'],
  ])('%i hours', (horas, caduca) => {
    expect(caducidadOferta(desde, horas).toISOString()).toBe(caduca);
  });
  it.each([
    ['2026-03-05T09:59:59.999Z', true],
    ['2026-03-05T10:00:00.000Z', false],
    ['2026-03-06T00:00:00.000Z', false],
  ])('at %s live = %s', (ahora, viva) => {
    expect(ofertaViva('2026-03-05T10:00:00.000Z', new Date(ahora))).toBe(viva);
  });
});

describe('fechaEfectivaBaja: a month start, on or after the date asked, 15 days after the request', () => {
  it.each([
    ['asked early for mid-month: the next month', '2026-03-10', '2026-03-20', '2026-04-01'],
    ['under 15 days before the next month: the month after', '2026-03-20', '2026-03-25', '2026-05-01'],
    ['exactly 15 days before the 1st: that 1st', '2026-03-17', '2026-03-20', '2026-04-01'],
    ['16 days before the 1st', '2026-03-16', '2026-03-16', '2026-04-01'],
    ['14 days before the 1st', '2026-03-18', '2026-03-18', '2026-05-01'],
    ['a far date on a 1st stays', '2026-03-01', '2026-06-01', '2026-06-01'],
    ['a far date mid-month: the following 1st', '2026-03-01', '2026-06-12', '2026-07-01'],
    ['across the year end', '2026-12-20', '2026-12-21', '2027-02-01'],
    ['December to January', '2026-12-01', '2026-12-10', '2027-01-01'],
    ['a date in the past counts from today', '2026-03-10', '2026-01-01', '2026-04-01'],
  ])('%s', (_caso, hoy, fecha, efectiva) => {
    expect(fechaEfectivaBaja(hoy, fecha)).toBe(efectiva);
  });
});
