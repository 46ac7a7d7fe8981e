/**
 * A receipt as a PDF (pdfmake, on the server): the school as creditor, the family, the month, every line
 * with its reason, the total and how it is paid. A monthly receipt to a family is not an invoice
 * (REFERENCES.md "Receipts and tax"), and it says so. Fonts are pdfmake's own Roboto files; pdfmake may
 * read nothing else from disk and nothing from the network.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  ETIQUETAS_ESTADO_MANDATO,
  ETIQUETAS_ESTADO_RECIBO,
  ETIQUETAS_METODO,
  textoEuros,
  type AjustesCobros,
  type EstadoRecibo,
  type MetodoCobro,
} from '@escuela/shared';
import { mesEnTexto } from './calcular-recibos';
import type { LineaLeida } from './recibos.repository';

/**
 * pdfmake, set up on the first receipt: ~26 MB that a server which never prints one does not carry
 * (like exceljs in lib/excel.ts).
 */
async function crearPdfmake() {
  const [{ default: pdfmake }, { default: fuentes }] = await Promise.all([
    import('pdfmake'),
    import('pdfmake/fonts/Roboto.js'),
  ]);
  const rutaFuentes: string[] = Object.values(fuentes.Roboto);
  pdfmake.setFonts(fuentes);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((ruta) => rutaFuentes.includes(ruta));
  return pdfmake;
}
let pdfmakeListo: ReturnType<typeof crearPdfmake> | undefined;
const cargarPdfmake = () => (pdfmakeListo ??= crearPdfmake());

export interface ReciboPdf {
  referencia: string;
  familia: string;
  mes: string;
  estado: EstadoRecibo;
  /** Cents. */
  total: number;
  metodoCobro: MetodoCobro | null;
  lineas: LineaLeida[];
  mandato: { referencia: string; estado: keyof typeof ETIQUETAS_ESTADO_MANDATO } | null;
}

export async function pdfDeRecibo(recibo: ReciboPdf, acreedor: AjustesCobros, hoy: string): Promise<Buffer> {
  const fecha = hoy.split('-').reverse().join('/');
  const pago =
    recibo.metodoCobro !== null
      ? `Cobrado por ${ETIQUETAS_METODO[recibo.metodoCobro].toLowerCase()}.`
      : recibo.mandato?.estado === 'activo'
        ? `Domiciliación bancaria SEPA, mandato ${recibo.mandato.referencia}.`
        : 'Pago por domiciliación bancaria, transferencia o tarjeta (condiciones generales).';
  const doc: TDocumentDefinitions = {
    info: { title: `Recibo ${recibo.referencia}`, author: acreedor.acreedorNombre || 'RoboEscuela' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, color: '#1f2937' },
    content: [
      {
        columns: [
          [
            { text: acreedor.acreedorNombre || 'RoboEscuela', fontSize: 16, bold: true, color: '#4338ca' },
            acreedor.acreedorIdentificador
              ? { text: `Identificador de acreedor SEPA: ${acreedor.acreedorIdentificador}`, fontSize: 9 }
              : '',
          ],
          [
            { text: 'RECIBO', fontSize: 16, bold: true, alignment: 'right' },
            { text: recibo.referencia, alignment: 'right' },
          ],
        ],
      },
      { text: ' ' },
      {
        table: {
          widths: ['auto', '*'],
          body: [
            ['Familia', recibo.familia],
            ['Periodo', mesEnTexto(recibo.mes)],
            ['Estado', ETIQUETAS_ESTADO_RECIBO[recibo.estado]],
            ['Fecha de emisión', fecha],
          ],
        },
        layout: 'noBorders',
        margin: [0, 8, 0, 16],
      },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto'],
          body: [
            [
              { text: 'Alumno', bold: true },
              { text: 'Concepto', bold: true },
              { text: 'Importe', bold: true, alignment: 'right' },
            ],
            ...recibo.lineas.map((l) => [
              l.alumno ?? '—',
              l.concepto,
              { text: textoEuros(l.importe), alignment: 'right' as const },
            ]),
            [
              { text: 'Total', bold: true, colSpan: 2 },
              '',
              { text: textoEuros(recibo.total), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: pago, margin: [0, 16, 0, 4] },
      {
        text: 'Este documento es un recibo de las cuotas de actividades extraescolares; no es una factura.',
        fontSize: 8,
        color: '#4b5563',
      },
    ],
  };
  return (await cargarPdfmake()).createPdf(doc).getBuffer();
}
