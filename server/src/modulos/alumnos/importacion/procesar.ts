/** The whole parse of an uploaded file (checks, sheet, rows), pure CPU work: run in a worker thread. */
import { convertirFilas, type FilasConvertidas } from './filas';
import { revisarArchivo } from './guardia';
import { leerHoja } from './hoja';

export async function procesarArchivo(buf: Buffer, nombreArchivo: string): Promise<FilasConvertidas> {
  const tipo = await revisarArchivo(buf, nombreArchivo);
  return convertirFilas(leerHoja(buf, tipo));
}
