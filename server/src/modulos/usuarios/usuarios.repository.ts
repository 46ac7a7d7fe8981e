import { eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { usuarios, type NewUsuario, type Usuario } from '../../db/schema/index';

export async function findUsuarioByEmail(db: DbOrTx, email: string): Promise<Usuario | undefined> {
  const [fila] = await db.select().from(usuarios).where(eq(usuarios.email, email.toLowerCase()));
  return fila;
}

export async function insertUsuario(db: DbOrTx, nuevo: NewUsuario): Promise<Usuario> {
  const [fila] = await db
    .insert(usuarios)
    .values({ ...nuevo, email: nuevo.email.toLowerCase() })
    .returning();
  return fila!;
}

export async function hasActiveAdmin(db: DbOrTx): Promise<boolean> {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.rol, 'admin'), eq(usuarios.activo, true)))
    .limit(1);
  return Boolean(fila);
}
