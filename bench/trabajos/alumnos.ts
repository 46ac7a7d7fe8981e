/**
 * DESIGN.md §8: a 5,000-row student import under 3 s (POST /api/alumnos/import, multipart .xlsx: parsed
 * in a worker, saved in one transaction; the worker's start included), new students into the data set's
 * groups; the same file again (5,000 unchanged, nothing written); then the export of every student (GET
 * /api/alumnos/export; issue 6: under 5 s).
 */
import ExcelJS from 'exceljs';
import { COLUMNAS_ALUMNO, type ResultadoImportacion } from '@escuela/shared';
import { DATOS } from '../lib/datos-grandes';
import { filaTiempo, pedir, type Contexto, type Fila } from '../lib/medir';

const FILAS = 5_000;
const MAX_MS = 3_000;
const MAX_EXPORT_MS = 5_000;

async function hoja(): Promise<Blob> {
  const libro = new ExcelJS.Workbook();
  const ws = libro.addWorksheet('Alumnos');
  const c = COLUMNAS_ALUMNO;
  ws.addRow([
    c.nombre,
    c.apellidos,
    c.fechaNacimiento,
    c.curso,
    c.letra,
    c.grupo,
    c.telefono1,
    c.observaciones,
  ]);
  for (let i = 0; i < FILAS; i++) {
    ws.addRow([
      `Nuevo${i}`,
      `Apellido${i} Importado`,
      `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${2012 + (i % 8)}`,
      `${(i % 6) + 1}º Primaria`,
      'ABC'[i % 3],
      // The data set's groups are 'Grupo 001' … 'Grupo 400'.
      `Grupo ${String((i % DATOS.grupos) + 1).padStart(3, '0')}`,
      600_000_000 + i,
      i % 5 === 0 ? `Observación de prueba número ${i}` : null,
    ]);
  }
  return new Blob([await libro.xlsx.writeBuffer()]);
}

export async function medir(ctx: Contexto): Promise<Fila[]> {
  const archivo = await hoja();
  const importar = () => {
    const form = new FormData();
    form.append('file', archivo, 'alumnos.xlsx');
    return pedir(ctx, '/api/alumnos/import', form);
  };
  const primera = await importar();
  const r = primera.json<ResultadoImportacion>();
  if (r.creados !== FILAS) throw new Error(`importar: ${JSON.stringify(r).slice(0, 300)}`);
  const otra = await importar();
  const sinCambios = otra.json<ResultadoImportacion>().sinCambios;
  if (sinCambios !== FILAS) throw new Error(`reimportar: ${sinCambios} sin cambios`);
  const exportado = await pedir(ctx, '/api/alumnos/export');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(exportado.bytes as unknown as ArrayBuffer);
  const exportados = libro.worksheets[0]!.actualRowCount - 1;
  // Rows into a full group wait on its list (decision 052): the result's message says how many.
  const enEspera = Number(/(\d+) en lista de espera/.exec(r.message ?? '')?.[1] ?? 0);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return [
    filaTiempo(
      `Importar ${FILAS} alumnos (.xlsx de ${kb(archivo.size)}: ${r.creados} creados, ${enEspera} de ellos en lista de espera de un grupo completo)`,
      primera.ms,
      MAX_MS,
    ),
    filaTiempo(`Importar otra vez el mismo archivo (${sinCambios} sin cambios)`, otra.ms, MAX_MS),
    filaTiempo(
      `Exportar los ${exportados} alumnos de alta (${kb(exportado.bytes.length)} .xlsx)`,
      exportado.ms,
      MAX_EXPORT_MS,
    ),
  ];
}
