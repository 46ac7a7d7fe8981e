/**
 * Web Push (decision 038): a family's or a teacher's browser subscribes with the server's VAPID public key
 * and sends its subscription; the outbox's push channel delivers to it.
 */
import { z } from 'zod';
import { textoValido } from '../common/campos';

export const mensajesPush = {
  endpoint: 'La suscripción no es válida',
  servicio: 'Ese servicio de notificaciones no está admitido',
  claves: 'Las claves de la suscripción no son válidas',
  activadas: 'Notificaciones activadas en este dispositivo',
  desactivadas: 'Notificaciones desactivadas en este dispositivo',
  noSoportadas: 'Este navegador no admite notificaciones',
  denegadas:
    'Las notificaciones están bloqueadas para esta web. Actívalas en los ajustes del navegador para recibirlas.',
  error: 'No se pudieron activar las notificaciones',
} as const;

const base64url = (max: number) =>
  z
    .string({ error: mensajesPush.claves })
    .min(8, mensajesPush.claves)
    .max(max, mensajesPush.claves)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, mensajesPush.claves);

/** A push service's URL: https, no credentials, bounded. Which hosts are admitted is the server's call. */
const endpointPush = z
  .string({ error: mensajesPush.endpoint })
  .max(1000, mensajesPush.endpoint)
  .refine(textoValido, mensajesPush.endpoint)
  .regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/[^\s@]*$/, mensajesPush.endpoint);

/**
 * POST /api/push/suscripciones: the endpoint and keys of `PushSubscription.toJSON()` (the client leaves out
 * `expirationTime`, which the server does not use).
 */
export const suscripcionPushSchema = z.strictObject({
  endpoint: endpointPush,
  keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }, { error: mensajesPush.claves }),
});
export type SuscripcionPushInput = z.input<typeof suscripcionPushSchema>;

/** POST /api/push/suscripciones/baja: this device no longer wants them. */
export const bajaPushSchema = z.strictObject({ endpoint: endpointPush });

export const clavePushSchema = z.object({ clavePublica: z.string() });
export const estadoPushSchema = z.object({ activa: z.boolean(), message: z.string() });
