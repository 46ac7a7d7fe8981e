/**
 * The device store (IndexedDB through `idb`, issue 28, decision 050): the teacher's agenda (today's and the
 * next 7 days' sessions with their rosters) as last fetched, the signed-in user it belongs to, and the
 * attendance marks made on this device that the server has not confirmed yet. Cleared at sign-out.
 */
import type { Agenda } from '@escuela/shared/agenda/agenda.schemas';
import type { MarcaAsistenciaInput } from '@escuela/shared/asistencias/asistencias.schemas';
import type { UsuarioLogin } from '@escuela/shared/auth/auth.schemas';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A mark waiting to be sent: exactly what the sync endpoint takes. */
export type MarcaPendiente = MarcaAsistenciaInput;

interface Esquema extends DBSchema {
  datos: { key: string; value: Agenda | UsuarioLogin };
  marcas: { key: string; value: MarcaPendiente; indexes: { sesion: number } };
}

let abierta: Promise<IDBPDatabase<Esquema>> | null = null;
const db = () =>
  (abierta ??= openDB<Esquema>('roboescuela-dispositivo', 1, {
    upgrade(base) {
      base.createObjectStore('datos');
      base.createObjectStore('marcas', { keyPath: 'id' }).createIndex('sesion', 'sesionId');
    },
  }));

const hayAlmacen = () => typeof indexedDB !== 'undefined';

export async function guardarAgenda(agenda: Agenda, usuario: UsuarioLogin) {
  const tx = (await db()).transaction('datos', 'readwrite');
  await Promise.all([tx.store.put(agenda, 'agenda'), tx.store.put(usuario, 'usuario'), tx.done]);
}

export async function leerAgenda(): Promise<Agenda | null> {
  if (!hayAlmacen()) return null;
  return ((await (await db()).get('datos', 'agenda')) as Agenda | undefined) ?? null;
}

/** The user the store belongs to: the staff area opens with it when there is no signal. */
export async function leerUsuario(): Promise<UsuarioLogin | null> {
  if (!hayAlmacen()) return null;
  return ((await (await db()).get('datos', 'usuario')) as UsuarioLogin | undefined) ?? null;
}

export async function encolarMarca(marca: MarcaPendiente) {
  await (await db()).put('marcas', marca);
}

export async function marcasPendientes(sesionId?: number): Promise<MarcaPendiente[]> {
  if (!hayAlmacen()) return [];
  const base = await db();
  const marcas =
    sesionId === undefined
      ? await base.getAll('marcas')
      : await base.getAllFromIndex('marcas', 'sesion', sesionId);
  return marcas.sort((a, b) => a.hechaEn.localeCompare(b.hechaEn));
}

export async function quitarMarcas(ids: string[]) {
  const tx = (await db()).transaction('marcas', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

/** Sign-out: nothing of the user stays on the device. */
export async function borrarDispositivo() {
  if (!hayAlmacen()) return;
  const tx = (await db()).transaction(['datos', 'marcas'], 'readwrite');
  await Promise.all([tx.objectStore('datos').clear(), tx.objectStore('marcas').clear(), tx.done]);
}
