/**
 * DESIGN.md §8: the all-groups attendance report for a month under 2 s (GET /api/reportes/asistencias,
 * streamed .xlsx, one sheet per group), on a month of the data set already given; the best of 3 after
 * an unmeasured one. The workbook is read back: one sheet per group, one row per student in alta.
 */
import ExcelJS from 'exceljs';
import { DATOS } from '../lib/datos-grandes';
import { filaTiempo, pedir, repetir, type Contexto, type Fila } from '../lib/medir';

const MAX_MS = 2_000;

export async function medir(ctx: Contexto): Promise<Fila[]> {
  const [anio, mes] = DATOS.mes.split('-').map(Number);
  const reporte = () => pedir(ctx, `/api/reportes/asistencias?mes=${mes}&anio=${anio}&grupoId=all`);
  const tiempos = await repetir(3, reporte);
  const { bytes } = await reporte();
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(bytes as unknown as ArrayBuffer);
  // Each sheet: the header, one row per student, a blank row and the legend (actualRowCount skips blanks).
  const filas = libro.worksheets.reduce((n, hoja) => n + hoja.actualRowCount - 2, 0);
  if (libro.worksheets.length !== DATOS.grupos || filas !== DATOS.alumnos) {
    throw new Error(`reporte: ${libro.worksheets.length} hojas, ${filas} filas de alumnos`);
  }
  return [
    filaTiempo(
      `Reporte de asistencias de un mes, todos los grupos (${libro.worksheets.length} hojas, ${filas} alumnos, ${(bytes.length / 1024).toFixed(0)} KB .xlsx; mejor de 3)`,
      tiempos[0]!,
      MAX_MS,
    ),
  ];
}
