/**
 * Housekeeping's statements (issue 11): one each, remove expired logins, used or expired single-use
 * tokens, rate-limit windows that ended more than a day ago, unfinished second steps and browsers not seen
 * for 180 days. Each statement uses its own index (schema `usuarios.ts`), so the purge stays cheap.
 */
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purgarLimites } from '../../db/rate-limit';
import { accesosPendientes, dispositivosConfianza, logins, tokens } from '../../db/schema/index';

export interface Purgados {
  logins: number;
  tokens: number;
  limites: number;
  accesosPendientes: number;
  dispositivos: number;
}

export async function purgar(db: DbOrTx): Promise<Purgados> {
  const loginsCaducados = await db
    .delete(logins)
    .where(lt(logins.expiresAt, sql`now()`))
    .returning({ id: logins.id });
  const caducados = await db
    .delete(tokens)
    .where(sql`coalesce(${tokens.usadoAt}, ${tokens.expiresAt}) < now()`)
    .returning({ id: tokens.id });
  const limites = await purgarLimites(db);
  // Sign-ins that never finished their second step, and browsers not seen for 180 days (decision 029).
  const pendientes = await db
    .delete(accesosPendientes)
    .where(lt(accesosPendientes.expiresAt, sql`now()`))
    .returning({ id: accesosPendientes.id });
  const dispositivos = await db
    .delete(dispositivosConfianza)
    .where(lt(dispositivosConfianza.expiresAt, sql`now()`))
    .returning({ id: dispositivosConfianza.id });
  return {
    logins: loginsCaducados.length,
    tokens: caducados.length,
    limites,
    accesosPendientes: pendientes.length,
    dispositivos: dispositivos.length,
  };
}
