/**
 * A real SMTP server on a free local port that keeps every message it receives, so API tests check the
 * e-mail the app actually sends (`buildTestApp({ config: { smtpUrl: catcher.url } })`).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { leerCorreo, type CorreoLeido } from './correo-parser';

export interface CorreoRecibido extends CorreoLeido {
  destinatarios: string[];
  raw: string;
}

export interface SmtpCatcher {
  url: string;
  correos: CorreoRecibido[];
  /** Waits for the first message to `to` (after `desde` messages already seen). */
  esperar(to: string, opciones?: { timeoutMs?: number; desde?: number }): Promise<CorreoRecibido>;
  close(): Promise<void>;
}

export async function iniciarSmtpCatcher(): Promise<SmtpCatcher> {
  const correos: CorreoRecibido[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const trozos: Buffer[] = [];
      stream.on('data', (c: Buffer) => trozos.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(trozos).toString('utf8');
        const destinatarios = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        correos.push({ ...leerCorreo(raw), destinatarios, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    correos,
    async esperar(to, { timeoutMs = 5000, desde = 0 } = {}) {
      const limite = Date.now() + timeoutMs;
      for (;;) {
        const correo = correos.slice(desde).find((c) => c.destinatarios.includes(to.toLowerCase()));
        if (correo) return correo;
        if (Date.now() > limite) throw new Error(`No llegó ningún correo a ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
