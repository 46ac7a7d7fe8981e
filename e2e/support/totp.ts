/**
 * RFC 6238 (TOTP: SHA-1, 6 digits, 30-second steps), written here from the RFC with node:crypto rather
 * than with the server's library, so the browser test checks the server against the standard.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(texto: string): Buffer {
  const bits = [...texto.replace(/[\s=]/g, '').toUpperCase()]
    .map((c) => {
      const v = BASE32.indexOf(c);
      if (v < 0) throw new Error(`Carácter base32 no válido: ${c}`);
      return v.toString(2).padStart(5, '0');
    })
    .join('');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code of the 30-second step that contains `ms`. */
export function codigoTotp(secreto: string, ms = Date.now()): string {
  const paso = Buffer.alloc(8);
  paso.writeBigUInt64BE(BigInt(Math.floor(ms / 1000 / 30)));
  const hmac = createHmac('sha1', base32(secreto)).update(paso).digest();
  const desde = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(desde) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
