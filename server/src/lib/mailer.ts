/**
 * Sends e-mail through SMTP when `SMTP_URL` is set. Every message is also written to the `correos`
 * outbox; with no SMTP it stays there and its text (with its links) goes to the log, which is how a
 * developer follows a verification link locally.
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

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const { db, log, smtpUrl, from } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(correo) {
      const [fila] = await db.insert(correos).values(correo).returning({ id: correos.id });
      if (!transport) {
        log.info(
          { evento: 'correo', to: correo.to },
          `Correo no enviado (sin SMTP_URL): ${correo.subject}\n${correo.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from, ...correo });
        await db.update(correos).set({ sentAt: new Date() }).where(eq(correos.id, fila!.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db.update(correos).set({ error: message }).where(eq(correos.id, fila!.id));
        log.error({ evento: 'correo_fallido', to: correo.to, err: message }, 'No se pudo enviar el correo');
      }
    },
  };
}
