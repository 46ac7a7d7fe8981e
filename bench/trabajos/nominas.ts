/**
 * DESIGN.md §8: payroll for a month of the 120 teachers under 100 ms (GET /api/nominas/calcular, the
 * median of 20 after 3 unmeasured), on a month of the data set already given; and its spreadsheet (GET
 * /api/nominas/export, one sheet per teacher plus the summary, the median of 5).
 */
import type { CalculoNominas } from '@escuela/shared';
import { DATOS } from '../lib/datos-grandes';
import { filaTiempo, pedir, repetir, type Contexto, type Fila } from '../lib/medir';

const MAX_MS = 100;
const MAX_EXPORT_MS = 1_000;

export async function medir(ctx: Contexto): Promise<Fila[]> {
  const calcular = () => pedir(ctx, `/api/nominas/calcular?mes=${DATOS.mes}`);
  const r = (await calcular()).json<CalculoNominas>();
  if (r.nominas.length === 0) throw new Error(`nóminas de ${DATOS.mes}: ninguna fila`);
  const tiempos = await repetir(20, calcular, 3);
  // The data set leaves 2 distances missing on purpose: the office exports anyway (rows marked).
  const exportar = () => pedir(ctx, `/api/nominas/export?mes=${DATOS.mes}&exportarIgualmente=true`);
  const { bytes } = await exportar();
  const tiemposExport = await repetir(5, exportar, 0);
  return [
    filaTiempo(
      `Nómina de un mes de ${DATOS.profesores} profesores (${r.nominas.length} filas, ${r.distanciasRequeridas?.length ?? 0} distancias que faltan; mediana de 20)`,
      tiempos[10]!,
      MAX_MS,
    ),
    filaTiempo(
      `Exportar esa nómina (${(bytes.length / 1024).toFixed(0)} KB .xlsx; mediana de 5)`,
      tiemposExport[2]!,
      MAX_EXPORT_MS,
    ),
  ];
}
