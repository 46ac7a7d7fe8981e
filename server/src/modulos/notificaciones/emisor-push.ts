/**
 * The outbox's push channel (decision 038). A row is for one person (`to` = `usuario:<id>`); the sender
 * signs a Web Push request with the server's VAPID keys for each device of theirs. A device the push
 * service says is gone (404/410) is forgotten; when none is left the message goes by e-mail instead (the
 * push row is then given up, saying so). Only the known push services are called: a subscription is a
 * URL a browser hands us, and the server must not be made to post wherever someone points it.
 */
import type { Agent } from 'node:https';
import type { Db } from '../../db/client';
import { FalloDefinitivo, type Correo, type Emisor, type EnvioCorreo } from '../../lib/mailer';
import type { ClavesServidor } from './claves';
import { deleteSuscripcion, findEmailUsuario, listSuscripcionesDe } from './push.repository';

/** The browsers' push services (Chrome/Android, Firefox, Edge/Windows, Safari), by host suffix. */
export const SERVICIOS_PUSH: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

export interface OpcionesPush {
  /** Host suffixes a subscription may point at (tests add their local service). */
  servicios: readonly string[];
  /** The HTTPS agent for the push services (tests trust their own certificate with it). */
  agente?: Agent;
  /** Bounds one request to a push service. */
  timeoutMs: number;
}

export const OPCIONES_PUSH: OpcionesPush = { servicios: SERVICIOS_PUSH, timeoutMs: 10_000 };

export function servicioAdmitido(endpoint: string, servicios: readonly string[]): boolean {
  try {
    const u = new URL(endpoint);
    const host = u.hostname.toLowerCase();
    return u.protocol === 'https:' && servicios.some((s) => host === s || host.endsWith(`.${s}`));
  } catch {
    return false;
  }
}

export const destinoPush = (usuarioId: number) => `usuario:${usuarioId}`;

/** What the service worker shows: a title, a short body and the page a tap opens. */
export interface CargaPush {
  titulo: string;
  cuerpo: string;
  url: string;
}

/** The notification of a message: its subject, the start of its text (no greeting), its first own link. */
export function cargaPush(correo: Pick<Correo, 'subject' | 'text'>, appUrl: string): CargaPush {
  const lineas = correo.text.split('\n').map((l) => l.trim());
  const desde = /^hola\b.*:$/i.test(lineas.find((l) => l) ?? '') ? lineas.findIndex((l) => l) + 1 : 0;
  const cuerpo = lineas.slice(desde).filter(Boolean).join(' ');
  const origen = new URL(appUrl).origin;
  const enlace = [...correo.text.matchAll(/https?:\/\/[^\s<>"']+/g)]
    .map((m) => m[0])
    .find((u) => u.startsWith(`${origen}/`));
  return {
    titulo: correo.subject.slice(0, 120),
    cuerpo: cuerpo.length > 180 ? `${cuerpo.slice(0, 177).trimEnd()}…` : cuerpo,
    url: enlace ? enlace.slice(origen.length) : '/',
  };
}

const codigoDe = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode;

export function crearEmisorPush({
  db,
  claves,
  appUrl,
  mailFrom,
  opciones,
  porCorreo,
}: {
  db: Db;
  claves: ClavesServidor;
  appUrl: string;
  mailFrom: string;
  opciones: OpcionesPush;
  /** Queues the e-mail that replaces a notification nobody can receive. */
  porCorreo: (correo: EnvioCorreo) => Promise<unknown>;
}): Emisor {
  // RFC 8292: the contact of whoever sends (a mailto: or an https: URL).
  const subject = appUrl.startsWith('https://') ? appUrl : `mailto:${mailFrom}`;
  const vapidDetails = { subject, publicKey: claves.vapid.publica, privateKey: claves.vapid.privada };
  return {
    async enviar(correo) {
      const usuarioId = Number(/^usuario:(\d+)$/.exec(correo.to)?.[1]);
      if (!usuarioId) throw new FalloDefinitivo('Destino de push no válido');
      const carga = JSON.stringify(cargaPush(correo, appUrl));
      let entregado = false;
      let fallo: unknown;
      for (const s of await listSuscripcionesDe(db, usuarioId)) {
        if (!servicioAdmitido(s.endpoint, opciones.servicios)) {
          await deleteSuscripcion(db, s.id);
          continue;
        }
        try {
          // Loaded on the first notification sent: ~11 MB a server that sends none does not carry.
          const { default: webpush } = await import('web-push');
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            carga,
            {
              vapidDetails,
              TTL: 24 * 60 * 60,
              timeout: opciones.timeoutMs,
              ...(opciones.agente ? { agent: opciones.agente } : {}),
            },
          );
          entregado = true;
        } catch (err) {
          const codigo = codigoDe(err);
          // Gone for good (the user revoked it, the browser was reset): forget the device.
          if (codigo === 404 || codigo === 410) await deleteSuscripcion(db, s.id);
          else fallo = err;
        }
      }
      // Delivered to one device: done (retrying would repeat it on the others).
      if (entregado) return;
      if (fallo) {
        const codigo = codigoDe(fallo);
        throw new Error(
          codigo ? `El servicio de notificaciones respondió ${codigo}` : String((fallo as Error).message),
        );
      }
      const email = await findEmailUsuario(db, usuarioId);
      if (!email) throw new FalloDefinitivo('Sin dispositivos ni cuenta activa: no enviado');
      await porCorreo({
        to: email,
        subject: correo.subject,
        text: correo.text,
        html: correo.html,
        referencia: correo.referencia,
      });
      throw new FalloDefinitivo('Sin dispositivos con notificaciones: enviado por correo');
    },
    cerrar: () => undefined,
  };
}
