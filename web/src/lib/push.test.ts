import { describe, expect, it } from 'vitest';
import { bytesDeBase64url } from './push';

describe('bytesDeBase64url (the VAPID key for applicationServerKey)', () => {
  it.each([
    ['', []],
    ['AA', [0]],
    ['_w', [255]],
    ['-_8', [251, 255]],
    ['AQID', [1, 2, 3]],
    ['AQIDBA', [1, 2, 3, 4]],
  ])('%j → %j', (texto, bytes) => {
    expect([...bytesDeBase64url(texto)]).toEqual(bytes);
  });

  it('decodes a 65-byte uncompressed P-256 public key', () => {
    const clave = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = bytesDeBase64url(clave);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
