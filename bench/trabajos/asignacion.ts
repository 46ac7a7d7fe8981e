/**
 * DESIGN.md §8: assign activities for a school year under 3 s (POST /api/sesiones/asignar-actividades),
 * over the year `sesiones.ts` generated: its planned sessions, the data set's 4 activities per level and
 * its 8 materials' weekly periods.
 */
import type { ResultadoAsignacion } from '@escuela/shared';
import { DATOS } from '../lib/datos-grandes';
import { filaTiempo, pedir, type Contexto, type Fila } from '../lib/medir';

const MAX_MS = 3_000;

export async function medir(ctx: Contexto): Promise<Fila[]> {
  const { ms, json } = await pedir(ctx, '/api/sesiones/asignar-actividades', DATOS.siguienteCurso);
  const r = json<ResultadoAsignacion>();
  if (r.asignadas === 0) throw new Error(`asignar: ${r.message}`);
  return [
    filaTiempo(
      `Asignar actividades al curso generado (${r.asignadas} sesiones asignadas, ${r.noAsignables} no asignables)`,
      ms,
      MAX_MS,
    ),
  ];
}
