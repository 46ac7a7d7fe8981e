/**
 * A real SMTP server on a local port that keeps every message it receives, so API tests check the
 * e-mail the app actually sends (`buildTestApp({ config: { smtpUrl: catcher.url } })`). For the outbox
 * tests it can answer slowly, refuse messages with a temporary error, and be started again on the port
 * of one that was closed (the mail server is back).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { leerCorreo, type CorreoLeido } from './correo-parser';

export interface CorreoRecibido extends CorreoLeido {
  destinatarios: string[];
  raw: string;
}

export interface OpcionesCatcher {
  /** Listen on this port (e.g. the one of a catcher closed earlier). */
  puerto?: number;
  /** Wait this long before accepting each message. */
  retrasoMs?: number;
  /** Answer `451 4.3.0` (try again later) to this many messages before accepting any. */
  rechazos?: number;
}

export interface SmtpCatcher {
  url: string;
  puerto: number;
  correos: CorreoRecibido[];
  /** Messages refused so far (see `rechazos`). */
  rechazados: number;
  /** Messages whose data has started to arrive (sent or still being answered, see `retrasoMs`). */
  recibiendo: number;
  /** Waits for the first message to `to` (after `desde` messages already seen). */
  esperar(to: string, opciones?: { timeoutMs?: number; desde?: number }): Promise<CorreoRecibido>;
  close(): Promise<void>;
}

/** Starts a catcher; `en` (a holder made before it starts, as `usarAppDePrueba` makes) is filled and answered. */
export async function iniciarSmtpCatcher(
  opciones: OpcionesCatcher = {},
  en: Partial<SmtpCatcher> = {},
): Promise<SmtpCatcher> {
  const correos: CorreoRecibido[] = [];
  let rechazados = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      catcher.recibiendo++;
      const trozos: Buffer[] = [];
      stream.on('data', (c: Buffer) => trozos.push(c));
      stream.on('end', () => {
        if (rechazados < (opciones.rechazos ?? 0)) {
          rechazados++;
          catcher.rechazados = rechazados;
          callback(
            Object.assign(new Error('Servicio no disponible, inténtelo más tarde'), { responseCode: 451 }),
          );
          return;
        }
        const aceptar = () => {
          const raw = Buffer.concat(trozos).toString('utf8');
          const destinatarios = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          correos.push({ ...leerCorreo(raw), destinatarios, raw });
          callback();
        };
        if (opciones.retrasoMs) setTimeout(aceptar, opciones.retrasoMs);
        else aceptar();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opciones.puerto ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  const catcher: SmtpCatcher = Object.assign(en, {
    url: `smtp://127.0.0.1:${port}`,
    puerto: port,
    correos,
    rechazados,
    recibiendo: 0,
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
  } satisfies SmtpCatcher);
  return catcher;
}

/** A local port where nothing listens now (a mail server that is down): taken from a catcher, then freed. */
export async function puertoSinSmtp(): Promise<number> {
  const catcher = await iniciarSmtpCatcher();
  await catcher.close();
  return catcher.puerto;
}
