/** The whole parse of an uploaded file (checks, sheet, rows), pure CPU work: run in a worker thread. */
import { convertirFilas, type FilasConvertidas } from './filas';
import { revisarArchivo } from './guardia';
import { leerHoja } from './hoja';
import type { Celda } from './valores';

export async function procesarArchivo(buf: Buffer, nombreArchivo: string): Promise<FilasConvertidas> {
  const tipo = await revisarArchivo(buf, nombreArchivo);
  return convertirFilas(leerHoja(buf, tipo));
}

/** The checked file's first sheet as raw cells, for imports that convert rows themselves (activities). */
export async function leerArchivo(buf: Buffer, nombreArchivo: string): Promise<Celda[][]> {
  return leerHoja(buf, await revisarArchivo(buf, nombreArchivo));
}
