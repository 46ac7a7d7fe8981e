/**
 * A sheet read by SheetJS (@e965/xlsx, the fixed 0.20.3 build): .xls and .ods (`leerHoja` loads this file
 * only for them; the tests also read .xlsx through it, to compare with `leerXlsx`), with `sheetRows` as a
 * second row limit.
 */
import * as XLSX from '@e965/xlsx';
import { mensajesAlumno } from '@escuela/shared/alumnos/alumnos.mensajes';
import { LIMITES_ZIP, RechazoImportacion } from './guardia';
import { fechaDeSerial, type Celda } from './valores';

function celdaDe(cell: XLSX.CellObject | undefined, sistema1904: boolean): Celda {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  if (cell.t === 'n') {
    const v = cell.v as number;
    if (cell.z && XLSX.SSF.is_date(String(cell.z))) {
      const fecha = fechaDeSerial(v, sistema1904);
      return fecha ? { fecha } : v;
    }
    return v;
  }
  if (cell.t === 'd') {
    const d = cell.v as Date;
    const p = (n: number) => String(n).padStart(2, '0');
    return { fecha: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}` };
  }
  if (cell.t === 'b') return cell.v ? 'VERDADERO' : 'FALSO';
  if (cell.t === 'e') return null;
  return String(cell.v);
}

/** Any spreadsheet SheetJS reads (.xls, .ods; also .xlsx, which the tests read both ways). */
export function leerConSheetjs(buf: Buffer): Celda[][] {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(buf, {
      type: 'buffer',
      dense: true,
      cellDates: false,
      cellNF: true,
      cellHTML: false,
      cellFormula: false,
      sheetRows: LIMITES_ZIP.filasMaximas + 1,
      sheets: 0,
    });
  } catch {
    throw new RechazoImportacion('unprocessable', mensajesAlumno.archivoIlegible);
  }
  const nombre = wb.SheetNames[0];
  const hoja = nombre ? wb.Sheets[nombre] : undefined;
  if (!hoja || !hoja['!ref']) return [];
  const rango = XLSX.utils.decode_range(hoja['!fullref'] ?? hoja['!ref']);
  if (rango.e.r + 1 > LIMITES_ZIP.filasMaximas) {
    throw new RechazoImportacion('unprocessable', mensajesAlumno.demasiadasFilas);
  }
  const sistema1904 = Boolean(wb.Workbook?.WBProps?.date1904);
  const datos = (hoja['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const filas: Celda[][] = [];
  const ultimaColumna = Math.min(rango.e.c, 60);
  for (let r = 0; r <= rango.e.r && r < datos.length; r++) {
    const fila = datos[r];
    const celdas: Celda[] = [];
    for (let c = 0; c <= ultimaColumna; c++) celdas.push(celdaDe(fila?.[c], sistema1904));
    filas.push(celdas);
  }
  return filas;
}
