/**
 * Feed tokens (decision 039): 128 bits, derived as HMAC-SHA-256(feeds' key, owner and generation) and
 * cut to 16 bytes, so the owner's page can show the same link again without the database keeping it;
 * the database keeps only the token's SHA-256, which is what a feed request is looked up by.
 * Regenerating bumps the generation: the new token's hash replaces the old one, which then finds nothing.
 */
import { createHash, createHmac } from 'node:crypto';

export type DuenoCalendario =
  { tipo: 'familia' | 'profesor'; usuarioId: number } | { tipo: 'colegio'; colegioId: number };

const idDe = (d: DuenoCalendario) => (d.tipo === 'colegio' ? d.colegioId : d.usuarioId);

export function tokenCalendario(clave: string, dueno: DuenoCalendario, generacion: number): string {
  return createHmac('sha256', Buffer.from(clave, 'base64url'))
    .update(`calendario:${dueno.tipo}:${idDe(dueno)}:${generacion}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
