/** The contact inbox's queries (the public form's inserts stay in `contacto.repository.ts`). */
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { FiltroLeidos, MensajeContacto } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { mensajesContacto } from '../../db/schema/index';

const columnas = {
  id: mensajesContacto.id,
  asunto: mensajesContacto.asunto,
  nombre: mensajesContacto.nombre,
  email: mensajesContacto.email,
  mensaje: mensajesContacto.mensaje,
  leido: mensajesContacto.leido,
  createdAt: mensajesContacto.createdAt,
};

type Fila = { [K in keyof typeof columnas]: (typeof columnas)[K]['_']['data'] };

/** The one place a row becomes the answer's shape: `columnas` are the spec's fields; dates as ISO strings. */
function aMensaje(f: Fila): MensajeContacto {
  return { ...f, createdAt: f.createdAt.toISOString() };
}

function filtro(leidos: FiltroLeidos): SQL | undefined {
  if (leidos === 'todos') return undefined;
  return eq(mensajesContacto.leido, leidos === 'si');
}

export async function listMensajes(
  db: DbOrTx,
  leidos: FiltroLeidos,
  pagina: { offset: number; limit: number },
): Promise<{ mensajes: MensajeContacto[]; total: number }> {
  const donde = filtro(leidos);
  const [filas, [total]] = await Promise.all([
    db
      .select(columnas)
      .from(mensajesContacto)
      .where(donde)
      .orderBy(desc(mensajesContacto.createdAt), desc(mensajesContacto.id))
      .limit(pagina.limit)
      .offset(pagina.offset),
    db.select({ total: count() }).from(mensajesContacto).where(donde),
  ]);
  return { mensajes: filas.map(aMensaje), total: total?.total ?? 0 };
}

export async function countNoLeidos(db: DbOrTx): Promise<number> {
  const [fila] = await db
    .select({ total: count() })
    .from(mensajesContacto)
    .where(eq(mensajesContacto.leido, false));
  return fila?.total ?? 0;
}

export async function updateLeido(db: DbOrTx, id: number, leido: boolean): Promise<MensajeContacto | null> {
  const [fila] = await db
    .update(mensajesContacto)
    .set({ leido })
    .where(eq(mensajesContacto.id, id))
    .returning(columnas);
  return fila ? aMensaje(fila) : null;
}

export async function deleteMensaje(db: DbOrTx, id: number): Promise<boolean> {
  const filas = await db
    .delete(mensajesContacto)
    .where(eq(mensajesContacto.id, id))
    .returning({ id: mensajesContacto.id });
  return filas.length > 0;
}
