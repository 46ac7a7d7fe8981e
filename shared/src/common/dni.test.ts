import { describe, expect, it } from 'vitest';
import { enmascararDni, isDniNieValido, normalizarDni } from './dni';

describe('isDniNieValido', () => {
  it.each([
    ['12345678Z', true],
    ['00000000T', true],
    ['99999999R', true],
    ['12345678z', true],
    ['12.345.678-Z', true],
    [' 12345678 Z ', true],
    ['X1234567L', true],
    ['Y1234567X', true],
    ['Z1234567R', true],
    ['x1234567l', true],
    ['12345678A', false],
    ['X1234567A', false],
    ['1234567Z', false],
    ['123456789Z', false],
    ['W1234567L', false],
    ['12345678', false],
    ['ABCDEFGHZ', false],
    ['', false],
  ])('%s → %s', (valor, esperado) => {
    expect(isDniNieValido(valor)).toBe(esperado);
  });
});

describe('normalizarDni', () => {
  it.each([
    ['12.345.678-z', '12345678Z'],
    ['x 1234567 l', 'X1234567L'],
  ])('%s → %s', (valor, esperado) => {
    expect(normalizarDni(valor)).toBe(esperado);
  });
});

describe('enmascararDni', () => {
  it.each([
    ['12345678Z', '•••••678Z'],
    ['X1234567L', '•••••567L'],
    ['1234', '1234'],
  ])('%s → %s', (dni, esperado) => expect(enmascararDni(dni)).toBe(esperado));
});
