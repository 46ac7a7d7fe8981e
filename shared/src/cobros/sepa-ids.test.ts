import { describe, expect, it } from 'vitest';
import { digitosControlAcreedor, isBicValido, isIdentificadorAcreedorValido } from './sepa-ids';

describe('creditor identifier (AT-02)', () => {
  it.each([
    ['ES97000B12345678', true],
    ['es97 000 b12345678', true],
    ['ES39000B87654321', true],
    ['ES98000B12345678', false],
    ['ES97000B1234567', false],
    ['ES97ZZZB12345678', true],
    ['DE98ZZZ09999999999', true],
    ['DE97ZZZ09999999999', false],
    ['', false],
    ['XX', false],
  ])('%s valid: %s', (valor, valido) => {
    expect(isIdentificadorAcreedorValido(valor)).toBe(valido);
  });

  it('computes the check digits over the NIF, the country and 00', () => {
    expect(digitosControlAcreedor('ES', 'B12345678')).toBe('97');
    expect(digitosControlAcreedor('DE', '09999999999')).toBe('98');
  });
});

describe('BIC', () => {
  it.each([
    ['CAIXESBBXXX', true],
    ['CAIXESBB', true],
    ['caixesbb', true],
    ['CAIXESB', false],
    ['CAIX1SBBXXX', false],
    ['', false],
  ])('%s valid: %s', (valor, valido) => {
    expect(isBicValido(valor)).toBe(valido);
  });
});
