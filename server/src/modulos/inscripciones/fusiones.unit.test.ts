import { describe, expect, it } from 'vitest';
import { unirObservaciones } from './fusiones.service';

describe('unirObservaciones: the kept record’s note, the duplicate’s, or both', () => {
  it.each([
    [null, null, null],
    ['', '  ', null],
    ['Alergia', null, 'Alergia'],
    [null, 'Alergia', 'Alergia'],
    ['  ', 'Alergia', 'Alergia'],
    ['Alergia', 'Alergia ', 'Alergia'],
    ['Alergia', 'Sale a las 17:00', 'Alergia\n\nSale a las 17:00'],
  ])('%j + %j → %j', (conservado, duplicado, esperado) => {
    expect(unirObservaciones(conservado, duplicado)).toBe(esperado);
  });
});
