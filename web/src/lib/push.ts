/**
 * Web Push on this device (issue 27, decision 038): register the service worker (`/sw.js`), ask the
 * browser's permission, subscribe with the server's VAPID key and send the subscription; or unsubscribe.
 */
import { pushEndpoints } from '@escuela/shared/notificaciones/push.endpoints';
import type { SuscripcionPushInput } from '@escuela/shared/notificaciones/push.schemas';
import { api } from '@/lib/api';

export const pushSoportado = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** base64url → the bytes `applicationServerKey` wants. */
export function bytesDeBase64url(texto: string): Uint8Array<ArrayBuffer> {
  const base64 = (texto + '='.repeat((4 - (texto.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binario = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binario.length));
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

async function registro() {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/** This device's subscription, if any (without asking anything). */
export async function suscripcionActual(): Promise<PushSubscription | null> {
  if (!pushSoportado()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** 'denegado' when the user (or the browser) refuses notifications. */
export async function activarPush(): Promise<'activado' | 'denegado'> {
  const permiso = await Notification.requestPermission();
  if (permiso !== 'granted') return 'denegado';
  const reg = await registro();
  await navigator.serviceWorker.ready;
  const { clavePublica } = await api(pushEndpoints.clave);
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesDeBase64url(clavePublica),
    }));
  const { endpoint, keys } = sub.toJSON();
  await api(pushEndpoints.suscribir, { body: { endpoint, keys } as SuscripcionPushInput });
  return 'activado';
}

export async function desactivarPush(): Promise<void> {
  const sub = await suscripcionActual();
  if (!sub) return;
  await api(pushEndpoints.baja, { body: { endpoint: sub.endpoint } });
  await sub.unsubscribe();
}
