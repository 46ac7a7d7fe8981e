/**
 * The SMTP side of the outbox (modulos/correo/bandeja.ts): one message handed to the mail server, and
 * the redaction of single-use links in a stored copy. Nothing here writes to the database or the log; a
 * request never calls this directly: it queues the message with `bandeja.encolar` (DESIGN.md §12).
 */
import nodemailer from 'nodemailer';

export interface Correo {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as a service queues it: optionally what it delivers, and not before when (decision 038). */
export interface EnvioCorreo extends Correo {
  referencia?: string | null;
  desde?: Date;
}

/**
 * A failure no retry can mend (a push subscription the service says is gone): the outbox gives the
 * message up at once instead of backing off.
 */
export class FalloDefinitivo extends Error {}

/** Hands one message to its channel; throws when it could not (the outbox then retries it). */
export interface Emisor {
  enviar(correo: Correo & { referencia?: string | null }): Promise<void>;
  cerrar(): void;
}

/** What replaces the value of a `token=` parameter in a stored copy once the message is sent. */
export const TOKEN_ENVIADO = '[enviado]';
/** The same, in the copy of a message the outbox gave up on (its links were never delivered). */
export const TOKEN_NO_ENVIADO = '[no enviado]';

export function redactarEnlaces(texto: string, marca: string = TOKEN_ENVIADO): string {
  return texto.replace(/([?&](?:amp;)?token=)[^\s"'<>&]+/gi, `$1${marca}`);
}

/**
 * Bounds on one delivery (nodemailer waits up to 2 min to connect and 10 min on a silent socket by
 * default): a stuck mail server costs a worker well under the lease of its claim (bandeja.ts).
 */
export const TIEMPOS_SMTP = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function crearEmisorSmtp(smtpUrl: string, from: string): Emisor {
  const transporte = nodemailer.createTransport({ url: smtpUrl, ...TIEMPOS_SMTP });
  return {
    async enviar(correo) {
      await transporte.sendMail({ from, ...correo });
    },
    cerrar: () => transporte.close(),
  };
}
