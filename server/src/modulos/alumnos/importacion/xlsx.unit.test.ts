/**
 * `leerXlsx` reads what SheetJS reads: a table of .xlsx files, written by exceljs as Excel would and by
 * hand where exceljs cannot (inline strings, phonetic guides, escapes, a first sheet that is not sheet1),
 * each read both ways; and the date-format rule against SheetJS's own.
 */
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipDe } from '../../../../test/alumnos/archivos';
import { leerConSheetjs } from './hoja-sheetjs';
import { esFormatoFecha, leerXlsx } from './xlsx';

async function deExceljs(
  preparar: (ws: ExcelJS.Worksheet, wb: ExcelJS.Workbook) => void,
  compartidas = true,
) {
  const wb = new ExcelJS.Workbook();
  preparar(wb.addWorksheet('Alumnos'), wb);
  return Buffer.from(
    await wb.xlsx.writeBuffer({ useSharedStrings: compartidas } as ExcelJS.XlsxWriteOptions),
  );
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** An .xlsx from its parts, as other programs write them. */
function aMano(hojas: string[], extra: { nombre: string; datos: string }[] = [], orden = [1, 2]) {
  const sheets = orden.map((n, i) => `<sheet name="H${n}" sheetId="${i + 1}" r:id="rId${n}"/>`).join('');
  return zipDe([
    {
      nombre: '[Content_Types].xml',
      datos: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${hojas
        .map(
          (_, i) =>
            `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join(
          '',
        )}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    },
    {
      nombre: '_rels/.rels',
      datos:
        '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      nombre: 'xl/workbook.xml',
      datos: `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets}</sheets></workbook>`,
    },
    {
      nombre: 'xl/_rels/workbook.xml.rels',
      datos: `<?xml version="1.0"?><Relationships>${hojas
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet${i + 1}.xml"/>`,
        )
        .join(
          '',
        )}<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    ...hojas.map((datos, i) => ({
      nombre: `xl/worksheets/sheet${i + 1}.xml`,
      datos: `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${datos}</sheetData></worksheet>`,
    })),
    ...extra,
  ]);
}

const ARCHIVOS: [string, () => Promise<Buffer> | Buffer][] = [
  [
    'texts, numbers, accents and an empty row',
    () =>
      deExceljs((ws) => {
        ws.addRow(['Nombre', 'Apellidos', 'Teléfono', 'Nota']);
        ws.addRow(['Íñigo', 'Muñoz Güell', 600111222, 7.25]);
        ws.addRow([]);
        ws.addRow(['  con espacios  ', 'a < b & "c"', -3, 0]);
      }),
  ],
  ['the same with inline strings', () => deExceljs((ws) => void ws.addRow(['Lucía', 'x&y', 1]), false)],
  [
    'dates under several formats, a time, a percentage and a number with thousands',
    () =>
      deExceljs((ws) => {
        const formatos = ['dd/mm/yyyy', 'd-mmm-yy', 'yyyy-mm-dd hh:mm', '[h]:mm', '0.00%', '#,##0.00', '@'];
        ws.addRow(formatos);
        const fila = ws.addRow(formatos.map(() => utc('2015-09-01')));
        formatos.forEach((f, i) => (fila.getCell(i + 1).numFmt = f));
        const numeros = ws.addRow(formatos.map(() => 42_000.5));
        formatos.forEach((f, i) => (numeros.getCell(i + 1).numFmt = f));
      }),
  ],
  [
    'the 1904 date system',
    () =>
      deExceljs((ws, wb) => {
        wb.properties.date1904 = true;
        ws.getCell('A1').value = utc('2016-06-05');
        ws.getCell('A1').numFmt = 'dd/mm/yyyy';
      }),
  ],
  [
    'booleans, errors, formulas with their results, rich text',
    () =>
      deExceljs((ws) => {
        ws.addRow([
          true,
          false,
          { error: '#N/A' },
          { formula: 'A3*2', result: 4 },
          { formula: '"a"&"b"', result: 'ab' },
        ]);
        ws.addRow([{ richText: [{ text: 'Muy ' }, { text: 'participativa', font: { bold: true } }] }]);
        ws.addRow([2]);
      }),
  ],
  [
    'sparse cells: a gap of rows, a far column, a cell past column 61',
    () =>
      deExceljs((ws) => {
        ws.getCell('B2').value = 'b2';
        ws.getCell('F9').value = 'f9';
        ws.getCell('CA3').value = 'lejos';
      }),
  ],
  ['an empty sheet', () => deExceljs(() => undefined)],
  [
    'by hand: cells without references, inline strings, escapes, a phonetic guide, a first sheet that is sheet2',
    () =>
      aMano(
        [
          '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
          '<row><c t="inlineStr"><is><t xml:space="preserve"> uno </t></is></c><c t="s"><v>1</v></c><c t="str"><v>a&amp;b_x0041_</v></c></row><row r="4"><c r="C4" t="s"><v>2</v></c><c r="D4" t="s"><v>3</v></c></row>',
        ],
        [
          {
            nombre: 'xl/sharedStrings.xml',
            datos:
              '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>hoja uno</t></si><si><r><t>ka</t></r><r><t>na</t></r><rPh sb="0" eb="1"><t>KANA</t></rPh></si><si><t/></si><si><t>&#233;&#x20AC;</t></si></sst>',
          },
        ],
        [2, 1],
      ),
  ],
];

describe('leerXlsx reads what SheetJS reads', () => {
  it.each(ARCHIVOS)('%s', async (_, archivo) => {
    const buf = await archivo();
    expect(leerXlsx(buf)).toEqual(leerConSheetjs(buf));
  });

  it('reads the expected cells (not only the same as SheetJS)', async () => {
    const [, archivo] = ARCHIVOS[7]!;
    expect(leerXlsx(await archivo())).toEqual([
      [' uno ', 'kana', 'a&bA', null],
      [null, null, null, null],
      [null, null, null, null],
      [null, null, '', 'é€'],
    ]);
  });
});

describe('esFormatoFecha follows SheetJS', () => {
  const FORMATOS = [
    'General',
    '0',
    '0.00',
    '#,##0.00 €',
    '0.00E+00',
    '0%',
    '@',
    '"día" 0',
    '[Red]0.00',
    '[$€-C0A] #,##0.00',
    '\\d 0',
    '_-* #,##0_-',
    'dd/mm/yyyy',
    'd-mmm-yy',
    'mmm-yy',
    'h:mm AM/PM',
    'hh:mm:ss',
    '[h]:mm:ss',
    '[mm]:ss',
    'yyyy-mm-dd hh:mm',
    'B1dd/mm',
    '# ?/?',
    '"Fecha:" dd/mm/yyyy',
    'e',
  ];
  it.each(FORMATOS)('%s', (formato) => {
    expect(esFormatoFecha(formato)).toBe(XLSX.SSF.is_date(formato));
  });
});
