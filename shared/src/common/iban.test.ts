import { describe, expect, it } from 'vitest';
import { formatearIban, isIbanValido, normalizarIban } from './iban';

describe('isIbanValido', () => {
  it.each([
    ['ES9121000418450200051332', true],
    ['ES91 2100 0418 4502 0005 1332', true],
    ['es9121000418450200051332', true],
    ['ES7921000813610123456789', true],
    ['ES6000491500051234567892', true],
    ['ES91-2100-0418-4502-0005-1332', true],
    ['DE89370400440532013000', true],
    ['GB82WEST12345698765432', true],
    ['FR1420041010050500013M02606', true],
    ['PT50000201231234567890154', true],
    ['ES9121000418450200051333', false], // last digit changed
    ['ES9221000418450200051332', false], // IBAN check digits changed
    ['ES2114650100722030876293', false], // mod 97 right, Spanish CCC control digits (72) wrong
    ['ES91210004184502000513', false], // too short for Spain
    ['ES912100041845020005133299', false], // too long for Spain
    ['DE89370400440532013001', false],
    ['GB00', false], // the audit's teacher IBAN
    ['GB82WEST1234569876543A', false], // British account number must be digits
    ['XX8212345678901234', false], // no such country
    ['1234567890123456', false],
    ['abc', false],
    ['', false],
  ])('%s → %s', (valor, esperado) => {
    expect(isIbanValido(valor)).toBe(esperado);
  });
});

describe('normalizarIban / formatearIban', () => {
  it('quita espacios y pasa a mayúsculas', () => {
    expect(normalizarIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });
  it('agrupa de cuatro en cuatro', () => {
    expect(formatearIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});
