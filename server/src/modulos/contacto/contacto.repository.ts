import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mensajesContacto, type NewMensajeContacto } from '../../db/schema/index';

/** True when the same e-mail already sent this exact text within the last `horas` hours. */
export async function existeMensajeReciente(
  db: DbOrTx,
  email: string,
  mensaje: string,
  horas: number,
): Promise<boolean> {
  const [fila] = await db
    .select({ id: mensajesContacto.id })
    .from(mensajesContacto)
    .where(
      and(
        eq(mensajesContacto.email, email),
        eq(mensajesContacto.mensaje, mensaje),
        gt(mensajesContacto.createdAt, sql`now() - make_interval(hours => ${horas})`),
      ),
    )
    .limit(1);
  return fila !== undefined;
}

export async function insertMensaje(db: DbOrTx, mensaje: NewMensajeContacto) {
  const [fila] = await db.insert(mensajesContacto).values(mensaje).returning();
  return fila!;
}
