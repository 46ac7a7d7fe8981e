/**
 * DESIGN.md §8: generate a school year of sessions for the 400 groups under 1 s (POST
 * /api/sesiones/generar: one set-based insert), the next school year of the data set, whose official
 * holidays are loaded; then the same year again, which must create nothing (idempotent).
 */
import type { ResultadoGenerarSesiones } from '@escuela/shared';
import { DATOS } from '../lib/datos-grandes';
import { filaTiempo, pedir, type Contexto, type Fila } from '../lib/medir';

const MAX_MS = 1_000;

export async function medir(ctx: Contexto): Promise<Fila[]> {
  const generar = () => pedir(ctx, '/api/sesiones/generar', DATOS.siguienteCurso);
  const primera = await generar();
  const r = primera.json<ResultadoGenerarSesiones>();
  if (r.creadas === 0 || r.errores) throw new Error(`generar: ${JSON.stringify(r).slice(0, 300)}`);
  const otra = await generar();
  const creadasOtra = otra.json<ResultadoGenerarSesiones>().creadas;
  if (creadasOtra !== 0) throw new Error(`generar otra vez creó ${creadasOtra} sesiones`);
  return [
    filaTiempo(
      `Generar el curso siguiente para los ${DATOS.grupos} grupos (${r.creadas} sesiones creadas, ${r.omitidas} omitidas por festivo)`,
      primera.ms,
      MAX_MS,
    ),
    filaTiempo('Generar otra vez el mismo curso (0 creadas: idempotente)', otra.ms, MAX_MS),
  ];
}
