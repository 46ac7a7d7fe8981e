/**
 * The server's own keys (decision 038), made at the first start and kept in `claves_servidor` so every
 * process (and every restart) uses the same ones: the VAPID key pair that signs Web Push requests, and
 * the key calendar-feed tokens are derived from. Concurrent first starts agree: each inserts with
 * ON CONFLICT DO NOTHING and then reads what won.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { DbOrTx } from '../../db/client';
import { clavesServidor } from '../../db/schema/index';

export interface ClavesServidor {
  vapid: { publica: string; privada: string };
  /** base64url of 32 random bytes. */
  calendario: string;
}

const NOMBRES = ['vapid_publica', 'vapid_privada', 'calendario'] as const;

export async function prepararClaves(db: DbOrTx): Promise<ClavesServidor> {
  const leer = async () =>
    Object.fromEntries(
      (
        await db
          .select({ nombre: clavesServidor.nombre, valor: clavesServidor.valor })
          .from(clavesServidor)
          .where(inArray(clavesServidor.nombre, [...NOMBRES]))
      ).map((f) => [f.nombre, f.valor]),
    ) as Partial<Record<(typeof NOMBRES)[number], string>>;
  let claves = await leer();
  if (!claves.vapid_publica || !claves.vapid_privada || !claves.calendario) {
    const vapid = webpush.generateVAPIDKeys();
    // The pair goes in one statement, so two processes never end up with halves of different pairs.
    await db
      .insert(clavesServidor)
      .values([
        { nombre: 'vapid_publica', valor: vapid.publicKey },
        { nombre: 'vapid_privada', valor: vapid.privateKey },
      ])
      .onConflictDoNothing();
    await db
      .insert(clavesServidor)
      .values({ nombre: 'calendario', valor: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    claves = await leer();
  }
  return {
    vapid: { publica: claves.vapid_publica!, privada: claves.vapid_privada! },
    calendario: claves.calendario!,
  };
}
