/**
 * TOTP (RFC 6238) over `otpauth`: SHA-1, 6 digits, 30-second steps, the authenticator apps' defaults.
 * A code is accepted for the current step and one step either side (clock drift); the caller keeps the
 * step it accepted so the same code cannot be used twice (`segundo-factor.repository.ts`).
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';

export const EMISOR_TOTP = 'RoboEscuela';
const PERIODO = 30;
const VENTANA = 1;

function totp(secreto: string, email = '') {
  return new TOTP({
    issuer: EMISOR_TOTP,
    label: email,
    secret: Secret.fromBase32(secreto),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIODO,
  });
}

/** A new 160-bit secret, in base32 (what the apps take when typed by hand). */
export function nuevoSecreto(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI the QR carries. */
export function uriDeAlta(secreto: string, email: string): string {
  return totp(secreto, email).toString();
}

/** The step (30-second counter) the code belongs to, when it is valid now (± one step); else null. */
export function pasoDelCodigo(secreto: string, codigo: string, ahoraMs = Date.now()): number | null {
  const delta = totp(secreto).validate({ token: codigo, timestamp: ahoraMs, window: VENTANA });
  return delta === null ? null : Math.floor(ahoraMs / 1000 / PERIODO) + delta;
}

/** The code of a moment (tests, and nothing else, compute codes). */
export function codigoEn(secreto: string, ahoraMs: number): string {
  return totp(secreto).generate({ timestamp: ahoraMs });
}

/**
 * A QR code as one SVG path over a square of `lado` modules (quiet zone not included): the browser draws
 * it with React, with no HTML from the server and nothing for the CSP to allow.
 */
export function qrDe(texto: string): { lado: number; trazado: string } {
  const qr = qrcode(0, 'M');
  qr.addData(texto);
  qr.make();
  const lado = qr.getModuleCount();
  const partes: string[] = [];
  for (let fila = 0; fila < lado; fila++) {
    for (let col = 0; col < lado; col++) if (qr.isDark(fila, col)) partes.push(`M${col} ${fila}h1v1h-1z`);
  }
  return { lado, trazado: partes.join('') };
}

/** Recovery codes: 10 characters with no look-alikes (0/o, 1/l/i), shown as `xxxxx-xxxxx`. */
const ALFABETO = '23456789abcdefghjkmnpqrstuvwxyz';
export const NUMERO_CODIGOS_RECUPERACION = 10;

export function nuevosCodigosRecuperacion(n = NUMERO_CODIGOS_RECUPERACION): string[] {
  return Array.from({ length: n }, () => {
    const c = Array.from({ length: 10 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}
