/**
 * Dates of the portal. Session times are the school's wall-clock time sent as ISO with Z, so they are
 * read from the string (never shifted to the browser's zone); observation instants are real moments.
 */
import { claveDia } from '@/lib/formato-es';

/** A local Date → 'yyyy-MM-dd' of that calendar day. */
export { claveDia };

/** '2026-03-02T16:00:00.000Z' → '02/03/2026'. */
export { formatoFecha as fechaCorta } from '@/lib/formato-es';

/** '2026-03-02T16:00:00.000Z' → '16:00'. */
export const horaEscuela = (iso: string) => iso.slice(11, 16);

/** The school day of a session: '2026-03-02'. */
export const diaEscuela = (iso: string) => iso.slice(0, 10);

/** An instant in the browser's time: 'dd/MM/yyyy'. */
export function fechaInstante(iso: string): string {
  return claveDia(new Date(iso)).split('-').reverse().join('/');
}
