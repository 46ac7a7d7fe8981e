/**
 * Quiet hours (DESIGN.md §12, decision 038): from 21:00 to 08:00 on the school's clock a push notification
 * waits until 08:00, except one about a class of that same day (a cancellation of today's class must
 * reach the family before it). Only push waits: e-mails go at once.
 */
import { instanteEscuela, paredEscuela } from '../../lib/fecha-escuela';
import { sumarDias } from '@escuela/shared';

export const HORAS_SILENCIO = { desde: 21, hasta: 8 } as const;

/**
 * When a push notification made at `ahora` may go out: `ahora`, or 08:00 of the school's next morning
 * inside quiet hours. `diaDeLaClase` (yyyy-MM-dd): the class it is about; when that is today on the
 * school's calendar, it goes at once whatever the hour.
 */
export function momentoDelPush(ahora: Date, diaDeLaClase?: string): Date {
  const { dia, hora } = paredEscuela(ahora);
  if (hora >= HORAS_SILENCIO.hasta && hora < HORAS_SILENCIO.desde) return ahora;
  if (diaDeLaClase === dia) return ahora;
  const manana = hora >= HORAS_SILENCIO.desde ? sumarDias(dia, 1) : dia;
  return instanteEscuela(`${manana} ${String(HORAS_SILENCIO.hasta).padStart(2, '0')}:00:00`);
}
