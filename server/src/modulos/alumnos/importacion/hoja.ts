/**
 * The first sheet of a checked file as rows of cells. CSV is read by our own parser (every cell text);
 * .xlsx from its XML (`leerXlsx`, decision 058); .xls/.ods by SheetJS (`hoja-sheetjs.ts`, loaded only
 * for them). Cells whose number format is a date become `{fecha}` from the serial number, with no
 * time-zone detour.
 */
import { decodificarTexto, parseCsv } from './csv';
import { LIMITES_ZIP, RechazoImportacion, type TipoArchivo } from './guardia';
import type { Celda } from './valores';
import { leerXlsx } from './xlsx';
import { mensajesAlumno } from '@escuela/shared/alumnos/alumnos.mensajes';

export async function leerHoja(buf: Buffer, tipo: TipoArchivo): Promise<Celda[][]> {
  if (tipo === 'csv') {
    const { filas, truncado } = parseCsv(decodificarTexto(buf), LIMITES_ZIP.filasMaximas);
    if (truncado) throw new RechazoImportacion('unprocessable', mensajesAlumno.demasiadasFilas);
    return filas;
  }
  if (tipo === 'xlsx') {
    try {
      return leerXlsx(buf);
    } catch (err) {
      if (err instanceof RechazoImportacion) throw err;
      throw new RechazoImportacion('unprocessable', mensajesAlumno.archivoIlegible);
    }
  }
  const { leerConSheetjs } = await import('./hoja-sheetjs');
  return leerConSheetjs(buf);
}
