/**
 * Spreadsheet answers (DESIGN.md §4): one sheet per call, header row bold and frozen, column widths,
 * dates as real dates, and every text that a spreadsheet would take as a formula (= + - @, tab, CR)
 * prefixed with an apostrophe. Written with exceljs' streaming writer: rows go out as they are added.
 */
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';

export interface ColumnaExcel<T> {
  titulo: string;
  ancho: number;
  valor: (fila: T) => string | number | Date | null | undefined;
  /** A date column: `Date` values, or 'yyyy-MM-dd' strings turned into dates. */
  fecha?: boolean;
  /** An Excel number format for the column, e.g. `FORMATO_EUROS` (overrides the date format). */
  formato?: string;
}

export interface HojaExcel<T> {
  nombre: string;
  columnas: ColumnaExcel<T>[];
  filas: Iterable<T>;
  /** A last row in bold, e.g. totals; cells under the columns, formatted like them. */
  pie?: (string | number | null)[];
}

/** Money as a number shown in euros with 2 decimals. */
export const FORMATO_EUROS = '#,##0.00 "€"';
/** The house header style (as `libroXlsx` applies it), for sheets written by hand. */
export const ESTILO_CABECERA: Pick<ExcelJS.Row, 'font' | 'fill'> = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } },
};

/**
 * '=HYPERLINK(…)' → "'=HYPERLINK(…)": shown as text, never evaluated. A phone number or a signed number
 * ('+34 600 111 222', '-5') stays as it is: it cannot become a formula that does anything, and an
 * apostrophe in front of every international phone would be shown in the office's spreadsheet.
 */
export function textoSeguro(valor: string): string {
  if (/^[+-][\d ().]*$/.test(valor)) return valor;
  return /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
}

function celda(valor: string | number | Date | null | undefined, fecha: boolean): ExcelJS.CellValue {
  if (valor === null || valor === undefined || valor === '') return null;
  if (fecha && typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(valor)) {
    return new Date(`${valor}T00:00:00Z`);
  }
  if (typeof valor === 'string') return textoSeguro(valor);
  return valor;
}

export async function libroXlsx(hojas: HojaExcel<any>[]): Promise<Buffer> {
  const salida = new PassThrough();
  const trozos: Buffer[] = [];
  salida.on('data', (t: Buffer) => trozos.push(t));
  const fin = new Promise<void>((resolve, reject) => {
    salida.on('end', resolve);
    salida.on('error', reject);
  });
  // Loaded on the first download: ~15 MB a server that never exports does not carry.
  const { default: Excel } = await import('exceljs');
  const libro = new Excel.stream.xlsx.WorkbookWriter({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const hoja of hojas) {
    const ws = libro.addWorksheet(hoja.nombre, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = hoja.columnas.map((c, i) => ({
      key: String(i),
      width: c.ancho,
      style: c.formato ? { numFmt: c.formato } : c.fecha ? { numFmt: 'dd/mm/yyyy' } : {},
    }));
    const cabecera = ws.addRow(hoja.columnas.map((c) => c.titulo));
    cabecera.font = { bold: true };
    cabecera.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
    cabecera.commit();
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: hoja.columnas.length } };
    for (const fila of hoja.filas) {
      ws.addRow(hoja.columnas.map((c) => celda(c.valor(fila), Boolean(c.fecha)))).commit();
    }
    if (hoja.pie) {
      const pie = ws.addRow(hoja.pie.map((v) => celda(v, false)));
      pie.font = { bold: true };
      pie.commit();
    }
    ws.commit();
  }
  await libro.commit();
  await fin;
  return Buffer.concat(trozos);
}
