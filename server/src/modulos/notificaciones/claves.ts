/**
 * The server's own keys (decision 038), made at the first start and kept in `claves_servidor` so every
 * process (and every restart) uses the same ones: the VAPID key pair that signs Web Push requests, and
 * the key calendar-feed tokens are derived from. Concurrent first starts agree: each inserts with
 * ON CONFLICT DO NOTHING and then reads what won.
 */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { insertClaves, leerClaves } from './claves.repository';

export interface ClavesServidor {
  vapid: { publica: string; privada: string };
  /** base64url of 32 random bytes. */
  calendario: string;
}

const NOMBRES = ['vapid_publica', 'vapid_privada', 'calendario'] as const;

export async function prepararClaves(db: DbOrTx): Promise<ClavesServidor> {
  const leer = async () =>
    (await leerClaves(db, NOMBRES)) as Partial<Record<(typeof NOMBRES)[number], string>>;
  let claves = await leer();
  if (!claves.vapid_publica || !claves.vapid_privada || !claves.calendario) {
    // web-push (~11 MB) is loaded only here, on the first start, and by the push sender when it sends.
    const { default: webpush } = await import('web-push');
    const vapid = webpush.generateVAPIDKeys();
    // The pair goes in one statement, so two processes never end up with halves of different pairs.
    await insertClaves(db, [
      { nombre: 'vapid_publica', valor: vapid.publicKey },
      { nombre: 'vapid_privada', valor: vapid.privateKey },
    ]);
    await insertClaves(db, [{ nombre: 'calendario', valor: randomBytes(32).toString('base64url') }]);
    claves = await leer();
  }
  return {
    vapid: { publica: claves.vapid_publica!, privada: claves.vapid_privada! },
    calendario: claves.calendario!,
  };
}
