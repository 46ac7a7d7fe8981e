/**
 * How the product tells a person something (decision 038): by Web Push when they have a device that
 * accepted notifications, by e-mail otherwise. Both through the outbox, in the caller's transaction;
 * only push waits for quiet hours (horas-silencio.ts), e-mail goes at once.
 */
import type { DbOrTx } from '../../db/client';
import type { Correo } from '../../lib/mailer';
import type { Buzon } from '../correo/bandeja';
import { destinoPush } from './emisor-push';
import { momentoDelPush } from './horas-silencio';
import { usuariosConPush } from './push.repository';

export interface Aviso extends Correo {
  /** The person's account (push goes to its devices); null for a teacher without one (e-mail only). */
  usuarioId: number | null;
  /** What it delivers, for whoever counts deliveries (`aviso:<id>`). */
  referencia?: string;
}

export interface OpcionesNotificar {
  ahora?: Date;
  /** yyyy-MM-dd of the class it is about: a notification about today's class ignores quiet hours. */
  diaDeLaClase?: string;
}

/** Queues each message by push or by e-mail; answers how many went each way. */
export async function notificar(
  db: DbOrTx,
  buzon: Buzon,
  mensajes: readonly Aviso[],
  { ahora = new Date(), diaDeLaClase }: OpcionesNotificar = {},
): Promise<{ push: number; email: number }> {
  const conPush = await usuariosConPush(
    db,
    mensajes.flatMap((m) => (m.usuarioId === null ? [] : [m.usuarioId])),
  );
  const momento = momentoDelPush(ahora, diaDeLaClase);
  const desde = momento > ahora ? momento : undefined;
  const porPush = mensajes.filter((m) => m.usuarioId !== null && conPush.has(m.usuarioId));
  const porCorreo = mensajes.filter((m) => m.usuarioId === null || !conPush.has(m.usuarioId));
  const sinUsuario = ({ usuarioId: _u, ...resto }: Aviso) => resto;
  await buzon.encolar(db, porCorreo.map(sinUsuario), 'email');
  await buzon.encolar(
    db,
    porPush.map((m) => ({ ...sinUsuario(m), to: destinoPush(m.usuarioId!), desde })),
    'push',
  );
  return { push: porPush.length, email: porCorreo.length };
}
