import { describe, expect, it } from 'vitest';
import {
  caducidadMandato,
  cambioDeCuenta,
  estadoMandato,
  fechaCobroMinima,
  puedeDevolverse,
  puedeMarcarseCobrado,
  sumarMeses,
  usarMandato,
  type MandatoRegla,
} from './reglas';
import { aLatinSepa, esLatinSepa } from './sepa-texto';

const mandato = (m: Partial<MandatoRegla> = {}): MandatoRegla => ({
  estado: 'activo',
  secuencia: 'FRST',
  fechaFirma: '2026-01-15',
  ultimoUso: null,
  ...m,
});

describe('mandate sequence: FRST until a remittance included it, then RCUR', () => {
  it.each([
    ['a new mandate goes as FRST', mandato(), 'FRST'],
    ['a used one as RCUR', mandato({ secuencia: 'RCUR', ultimoUso: '2026-02-05' }), 'RCUR'],
  ] as const)('%s', (_caso, m, secuencia) => {
    const uso = usarMandato(m, '2026-03-05');
    expect(uso.secuencia).toBe(secuencia);
    expect(uso.despues).toEqual({ secuencia: 'RCUR', ultimoUso: '2026-03-05' });
  });
});

describe('mandate expiry: 36 months unused', () => {
  it.each([
    ['signed, never used, the day before', mandato(), '2029-01-14', 'activo'],
    ['signed, never used, 36 months on', mandato(), '2029-01-15', 'caducado'],
    [
      'used: the clock starts at the last collection',
      mandato({ ultimoUso: '2027-06-05' }),
      '2029-01-15',
      'activo',
    ],
    ['used long ago', mandato({ ultimoUso: '2026-02-05' }), '2029-02-05', 'caducado'],
    [
      'a pending one stays pending',
      mandato({ estado: 'pendiente', fechaFirma: null }),
      '2040-01-01',
      'pendiente',
    ],
    ['a revoked one stays revoked', mandato({ estado: 'revocado' }), '2026-02-01', 'revocado'],
  ] as const)('%s → %s on %s', (_caso, m, hoy, estado) => {
    expect(estadoMandato(m, hoy)).toBe(estado);
  });

  it('lapses on the same day 36 months later, the month end clamped', () => {
    expect(caducidadMandato(mandato())).toBe('2029-01-15');
    expect(caducidadMandato(mandato({ estado: 'pendiente', fechaFirma: null }))).toBeNull();
    expect(sumarMeses('2024-01-31', 1)).toBe('2024-02-29');
    expect(sumarMeses('2026-11-30', 3)).toBe('2027-02-28');
    expect(sumarMeses('2026-12-15', 36)).toBe('2029-12-15');
  });
});

describe('an IBAN change resets the mandate', () => {
  it.each([
    ['no mandate, an IBAN: a new pending one', null, 'ES9121000418450200051332', 'nuevo'],
    [
      'the same IBAN written with spaces: nothing',
      'ES9121000418450200051332',
      'es91 2100 0418 4502 0005 1332',
      'igual',
    ],
    ['another IBAN: a new one (FRST again)', 'ES9121000418450200051332', 'ES7921000813610123456789', 'nuevo'],
    ['the IBAN removed: the open one ends', 'ES9121000418450200051332', null, 'terminar'],
    ['no IBAN, no mandate: nothing', null, null, 'nada'],
  ] as const)('%s', (_caso, actual, nuevo, esperado) => {
    expect(cambioDeCuenta(actual ? { iban: actual } : null, nuevo)).toBe(esperado);
  });
});

describe('receipt states', () => {
  it.each([
    ['pendiente', null, true, false],
    ['emitido', null, true, true],
    ['cobrado', 'domiciliacion', false, true],
    ['cobrado', 'transferencia', false, false],
    ['devuelto', null, true, false],
  ] as const)('%s (%s): cobrado %s, devolución %s', (estado, metodo, cobrable, devolvible) => {
    expect(puedeMarcarseCobrado(estado)).toBe(cobrable);
    expect(puedeDevolverse(estado, metodo)).toBe(devolvible);
  });

  it('the earliest collection date is today plus the notice days', () => {
    expect(fechaCobroMinima('2026-11-25', 14)).toBe('2026-12-09');
    expect(fechaCobroMinima('2026-12-25', 14)).toBe('2027-01-08');
  });
});

describe('SEPA Latin characters', () => {
  it.each([
    ['Lucía Martín Núñez', 70, 'Lucia Martin Nunez'],
    ['Ñandú & Cía. S.L.', 70, 'Nandu + Cia. S.L.'],
    [
      'Robótica Kids I · noviembre 2026: −10 % hermano',
      140,
      'Robotica Kids I - noviembre 2026: -10 por ciento hermano',
    ],
    ['Çelik Øberg «test» 😀 #1', 70, 'Celik Oberg test 1'],
    ['  muchos   espacios  ', 70, 'muchos espacios'],
    ['Una frase demasiado larga para el campo', 10, 'Una frase'],
  ])('%j → %j', (entrada, max, salida) => {
    expect(aLatinSepa(entrada, max)).toBe(salida);
    expect(esLatinSepa(aLatinSepa(entrada, max))).toBe(true);
  });
});
