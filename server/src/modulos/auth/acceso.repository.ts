/** Sign-ins waiting for their second step, and the browsers an account trusts for throttling. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accesosPendientes, dispositivosConfianza, usuarios } from '../../db/schema/index';
import { profesorDeBaja } from './auth.repository';

export async function insertAccesoPendiente(
  db: DbOrTx,
  fila: {
    tokenHash: string;
    usuarioId: number;
    proposito: 'codigo' | 'alta';
    recordarme: boolean;
    expiresAt: Date;
  },
) {
  await db.insert(accesosPendientes).values(fila);
}

/** The waiting sign-in, while it lasts and its user can still sign in. */
export async function findAccesoPendiente(db: DbOrTx, tokenHash: string) {
  const [fila] = await db
    .select({
      id: accesosPendientes.id,
      proposito: accesosPendientes.proposito,
      recordarme: accesosPendientes.recordarme,
      usuarioId: usuarios.id,
      nombre: usuarios.nombre,
      email: usuarios.email,
      rol: usuarios.rol,
    })
    .from(accesosPendientes)
    .innerJoin(usuarios, eq(usuarios.id, accesosPendientes.usuarioId))
    .where(
      and(
        eq(accesosPendientes.tokenHash, tokenHash),
        gt(accesosPendientes.expiresAt, sql`now()`),
        eq(usuarios.activo, true),
        sql`not ${profesorDeBaja}`,
      ),
    );
  return fila;
}

export async function deleteAccesoPendiente(db: DbOrTx, id: number) {
  await db.delete(accesosPendientes).where(eq(accesosPendientes.id, id));
}

export async function esDispositivoDe(db: DbOrTx, usuarioId: number, tokenHash: string) {
  const [fila] = await db
    .select({ id: dispositivosConfianza.id })
    .from(dispositivosConfianza)
    .where(
      and(
        eq(dispositivosConfianza.usuarioId, usuarioId),
        eq(dispositivosConfianza.tokenHash, tokenHash),
        gt(dispositivosConfianza.expiresAt, sql`now()`),
      ),
    );
  return Boolean(fila);
}

export async function confiarDispositivo(db: DbOrTx, usuarioId: number, tokenHash: string, expiresAt: Date) {
  await db
    .insert(dispositivosConfianza)
    .values({ usuarioId, tokenHash, expiresAt })
    .onConflictDoUpdate({
      target: [dispositivosConfianza.usuarioId, dispositivosConfianza.tokenHash],
      set: { expiresAt, updatedAt: sql`now()` },
    });
}
