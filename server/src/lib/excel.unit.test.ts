import { describe, expect, it } from 'vitest';
import { textoSeguro } from './excel';

describe('textoSeguro', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+SUM(1)', "'+SUM(1)"],
    ['-2+3+cmd|/C calc', "'-2+3+cmd|/C calc"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['+34 600 111 222', '+34 600 111 222'],
    ['+34600111222', '+34600111222'],
    ['+1 (555) 010.999', '+1 (555) 010.999'],
    ['-5', '-5'],
    ['García', 'García'],
    ['600 111 222', '600 111 222'],
    ['', ''],
  ])('%j → %j', (valor, esperado) => {
    expect(textoSeguro(valor)).toBe(esperado);
  });
});
