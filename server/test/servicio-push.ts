/**
 * A real Web Push service on a local HTTPS port (a self-signed certificate made with openssl), for the
 * push channel's tests: it keeps every request, decrypts its payload as the browser would (RFC 8291,
 * aes128gcm, with the subscription's own keys) and answers 201, or the status a test asks for (410: the
 * subscription is gone). `suscripcion()` makes a browser-side key pair and its subscription JSON.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(datos: Buffer, p: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface PushRecibido {
  ruta: string;
  cabeceras: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed (what the service worker gets). */
  carga: { titulo: string; cuerpo: string; url: string };
}

export interface ServicioPush {
  /** The host to admit (`push: { servicios: [host] }`) and the agent that trusts its certificate. */
  host: string;
  agente: Agent;
  recibidos: PushRecibido[];
  /** Answer this status to the next requests to `ruta` (e.g. 410). */
  responder(ruta: string, status: number): void;
  /** A new device: its subscription (as `PushSubscription.toJSON()`) and its keys. */
  suscripcion(nombre: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

function certificado() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'clave.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'clave.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function iniciarServicioPush(): Promise<ServicioPush> {
  const { key, cert } = certificado();
  const dispositivos = new Map<string, { ecdh: ECDH; auth: string }>();
  const respuestas = new Map<string, number>();
  const recibidos: PushRecibido[] = [];
  const server = createServer({ key, cert }, (req, res) => {
    const trozos: Buffer[] = [];
    req.on('data', (c: Buffer) => trozos.push(c));
    req.on('end', () => {
      const ruta = req.url ?? '';
      const status = respuestas.get(ruta) ?? 201;
      const d = dispositivos.get(ruta);
      if (status === 201 && d) {
        const claro = ece.decrypt(Buffer.concat(trozos), {
          version: 'aes128gcm',
          privateKey: d.ecdh,
          authSecret: d.auth,
        });
        recibidos.push({ ruta, cabeceras: req.headers, carga: JSON.parse(claro.toString('utf8')) });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    agente: new Agent({ ca: cert }),
    recibidos,
    responder: (ruta, status) => respuestas.set(ruta, status),
    suscripcion(nombre) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const ruta = `/push/${nombre}`;
      dispositivos.set(ruta, { ecdh, auth });
      return {
        endpoint: `https://127.0.0.1:${port}${ruta}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
