/**
 * Spreadsheet fixtures built at run time, the way real programs write them: .xlsx by exceljs; .xls, .ods
 * and .csv by SheetJS or by hand (CSV in both separators, UTF-8 with/without BOM, Windows-1252); and
 * hostile ZIPs written byte by byte (a declared 3,000,000-row sheet, a zip bomb, a lying size).
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { leerDirectorioZip } from '../../src/modulos/alumnos/importacion/zip';

/** A date cell (a real spreadsheet date, not text). */
export class FechaCelda {
  constructor(readonly iso: string) {}
  get serial(): number {
    return Date.parse(`${this.iso}T00:00:00Z`) / 86_400_000 + 25_569;
  }
}
export type Valor = string | number | FechaCelda | null;

export async function xlsxDe(filas: Valor[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Alumnos');
  for (const fila of filas) {
    const row = ws.addRow(fila.map((v) => (v instanceof FechaCelda ? new Date(`${v.iso}T00:00:00Z`) : v)));
    fila.forEach((v, i) => {
      if (v instanceof FechaCelda) row.getCell(i + 1).numFmt = 'dd/mm/yyyy';
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function sheetjsDe(filas: Valor[][], formato: 'xls' | 'ods'): Buffer {
  const ws: XLSX.WorkSheet = {};
  filas.forEach((fila, r) =>
    fila.forEach((v, c) => {
      if (v === null) return;
      const ref = XLSX.utils.encode_cell({ r, c });
      ws[ref] =
        v instanceof FechaCelda
          ? { t: 'n', v: v.serial, z: 'dd/mm/yyyy' }
          : typeof v === 'number'
            ? { t: 'n', v }
            : { t: 's', v };
    }),
  );
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: filas.length - 1, c: 20 } });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Alumnos');
  return XLSX.write(wb, { type: 'buffer', bookType: formato === 'xls' ? 'biff8' : 'ods' }) as Buffer;
}

/** Windows-1252: Latin-1 code points are their own byte (á é í ó ú ñ Ñ ü º…), plus €. */
export function windows1252(texto: string): Buffer {
  return Buffer.from(
    Array.from(texto, (c) => {
      const code = c.codePointAt(0)!;
      if (c === '€') return 0x80;
      return code < 256 ? code : 0x3f;
    }),
  );
}

export function csvDe(
  filas: Valor[][],
  opciones: { sep: ',' | ';'; codificacion: 'utf8' | 'utf8-bom' | 'windows-1252' },
): Buffer {
  const celda = (v: Valor) => {
    const t =
      v === null
        ? ''
        : v instanceof FechaCelda
          ? v.iso.split('-').reverse().join('/')
          : typeof v === 'number'
            ? String(v).replace('.', ',')
            : v;
    return /[",;\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  const texto = filas.map((f) => f.map(celda).join(opciones.sep)).join('\r\n') + '\r\n';
  if (opciones.codificacion === 'windows-1252') return windows1252(texto);
  const utf8 = Buffer.from(texto, 'utf8');
  return opciones.codificacion === 'utf8-bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]) : utf8;
}

/** A ZIP written by hand; `mentir` declares a smaller uncompressed size than the real one. */
export function zipDe(entradas: { nombre: string; datos: Buffer | string; mentir?: number }[]): Buffer {
  const locales: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entradas) {
    const datos = Buffer.isBuffer(e.datos) ? e.datos : Buffer.from(e.datos);
    const comprimido = deflateRawSync(datos);
    const nombre = Buffer.from(e.nombre);
    const tamano = e.mentir ?? datos.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(datos), 14);
    local.writeUInt32LE(comprimido.length, 18);
    local.writeUInt32LE(tamano, 22);
    local.writeUInt16LE(nombre.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(crc32(datos), 16);
    cd.writeUInt32LE(comprimido.length, 20);
    cd.writeUInt32LE(tamano, 24);
    cd.writeUInt16LE(nombre.length, 28);
    cd.writeUInt32LE(offset, 42);
    locales.push(local, nombre, comprimido);
    central.push(cd, nombre);
    offset += 30 + nombre.length + comprimido.length;
  }
  const cdBuf = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entradas.length, 8);
  eocd.writeUInt16LE(entradas.length, 10);
  eocd.writeUInt32LE(cdBuf.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locales, cdBuf, eocd]);
}

const BASE_XLSX = [
  { nombre: '[Content_Types].xml', datos: '<?xml version="1.0"?><Types/>' },
  { nombre: 'xl/workbook.xml', datos: '<?xml version="1.0"?><workbook/>' },
];

/** A small .xlsx whose sheet declares `filas` rows in its <dimension> (and holds only two). */
export function xlsxQueDeclara(filas: number): Buffer {
  const hoja = `<?xml version="1.0"?><worksheet><dimension ref="A1:L${filas}"/><sheetData><row r="1"/><row r="2"/></sheetData></worksheet>`;
  return zipDe([...BASE_XLSX, { nombre: 'xl/worksheets/sheet1.xml', datos: hoja }]);
}

/** An .xlsx holding `filas` real (empty) rows and no <dimension>: caught by counting while inflating. */
export function xlsxConFilas(filas: number): Buffer {
  const partes = ['<?xml version="1.0"?><worksheet><sheetData>'];
  for (let r = 1; r <= filas; r++) partes.push(`<row r="${r}"/>`);
  partes.push('</sheetData></worksheet>');
  return zipDe([...BASE_XLSX, { nombre: 'xl/worksheets/sheet1.xml', datos: partes.join('') }]);
}

/** A zip bomb: an entry inflating to `mb` megabytes; `mentir` declares it tiny in the directory. */
export function xlsxBomba(mb: number, mentir = false): Buffer {
  const relleno = Buffer.alloc(mb * 1024 * 1024, 0x20);
  return zipDe([
    ...BASE_XLSX,
    { nombre: 'xl/sharedStrings.xml', datos: relleno, mentir: mentir ? 1000 : undefined },
  ]);
}

export { multipart } from '../cliente-api';

/** Reads an answered .xlsx back with exceljs. */
export async function leerXlsx(datos: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(datos as never);
  return wb.worksheets[0]!;
}

/**
 * A real .ods (SheetJS) whose sheet ends with `extra` XML rows, e.g. LibreOffice's trailing empty repeats
 * or a hostile `number-rows-repeated="3000000"` row holding data.
 */
export function odsConFilasExtra(filas: Valor[][], extra: string): Buffer {
  const base = sheetjsDe(filas, 'ods');
  const entradas = leerDirectorioZip(base).map((e) => {
    const p = e.offsetCabecera;
    const inicio = p + 30 + base.readUInt16LE(p + 26) + base.readUInt16LE(p + 28);
    const crudo = base.subarray(inicio, inicio + e.tamanoComprimido);
    const datos = e.metodo === 0 ? crudo : inflateRawSync(crudo);
    const contenido = datos.toString('utf8').replace('</table:table>', `${extra}</table:table>`);
    return { nombre: e.nombre, datos: e.nombre === 'content.xml' ? Buffer.from(contenido) : datos };
  });
  return zipDe(entradas);
}
