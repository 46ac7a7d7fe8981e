/**
 * Sends e-mail through SMTP when `SMTP_URL` is set. Every message is also written to the `correos`
 * outbox; with no SMTP (never in production: the configuration requires it there) it stays there and its
 * text (with its links) goes to the log, which is how a developer follows a verification link locally.
 * Once a message is sent, the single-use links in the stored copy are redacted (DESIGN.md §3): a token
 * is usable only from the e-mail itself.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { correos } from '../db/schema/index';

export interface Correo {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(correo: Correo): Promise<void>;
}

/** What replaces the value of a `token=` parameter in a stored copy once the message is sent. */
export const TOKEN_ENVIADO = '[enviado]';

export function redactarEnlaces(texto: string): string {
  return texto.replace(/([?&](?:amp;)?token=)[^\s"'<>&]+/gi, `$1${TOKEN_ENVIADO}`);
}

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  /** In production a body never reaches the log, whatever happens. */
  isProduction?: boolean;
}): Mailer {
  const { db, log, smtpUrl, from, isProduction = false } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(correo) {
      const [fila] = await db.insert(correos).values(correo).returning({ id: correos.id });
      if (!transport) {
        if (isProduction) {
          log.error(
            { evento: 'correo', correo: fila!.id },
            `Correo no enviado (sin SMTP_URL): ${correo.subject}`,
          );
          return;
        }
        log.info(
          { evento: 'correo', to: correo.to },
          `Correo no enviado (sin SMTP_URL): ${correo.subject}\n${correo.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from, ...correo });
        await db
          .update(correos)
          .set({ sentAt: new Date(), text: redactarEnlaces(correo.text), html: redactarEnlaces(correo.html) })
          .where(eq(correos.id, fila!.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db.update(correos).set({ error: message }).where(eq(correos.id, fila!.id));
        log.error({ evento: 'correo_fallido', to: correo.to, err: message }, 'No se pudo enviar el correo');
      }
    },
  };
}
