/**
 * What the import worker runs on an uploaded file: the guards, then its first sheet as raw cells. Pure
 * CPU work with no schema (zod stays on the main thread, where `convertirFilas` turns cells into rows).
 */
import { revisarArchivo } from './guardia';
import { leerHoja } from './hoja';
import type { Celda } from './valores';

export async function leerArchivo(buf: Buffer, nombreArchivo: string): Promise<Celda[][]> {
  return leerHoja(buf, await revisarArchivo(buf, nombreArchivo));
}
