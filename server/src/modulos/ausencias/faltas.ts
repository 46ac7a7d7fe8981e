/**
 * "Falta sin aviso" (decision 038): in schools that ask for it (`colegios.avisar_faltas`), a child marked
 * absent in one of today's classes, unjustified and with no notice from the family, gets the family an
 * e-mail that day. A sweep runs every few minutes in each process; it waits until a mark has stood for
 * `graciaMin` minutes (a teacher's slip corrected at once sends nothing). Each (child, session) is told
 * once: the sweep claims it in `faltas_notificadas` (ON CONFLICT DO NOTHING ... RETURNING), in the same
 * transaction as the e-mail, so two processes never both send it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatoDiaEscuela } from '../notificaciones/fechas';
import type { Db } from '../../db/client';
import { hoyEscuela } from '../../lib/fecha-escuela';
import type { Buzon } from '../correo/bandeja';
import { mensajeDePlantilla } from '../notificaciones/mensaje';
import { textosDePlantillas } from '../notificaciones/plantillas.repository';
import { listDetallesFaltas, reclamarFaltasSinAviso } from './faltas.repository';

export const INTERVALO_FALTAS_MS = 5 * 60_000;
export const GRACIA_FALTAS_MIN = 10;

/** Sends the e-mails due now; answers how many families were told. */
export async function barrerFaltas(
  db: Db,
  buzon: Buzon,
  {
    appUrl,
    ahora = new Date(),
    graciaMin = GRACIA_FALTAS_MIN,
  }: { appUrl: string; ahora?: Date; graciaMin?: number },
): Promise<number> {
  const hoy = hoyEscuela(ahora);
  return db.transaction(async (tx) => {
    const reclamadas = await reclamarFaltasSinAviso(tx, hoy, graciaMin);
    if (reclamadas.length === 0) return 0;
    const detalles = await listDetallesFaltas(tx, reclamadas);
    const { falta_sin_aviso: plantilla } = await textosDePlantillas(tx, ['falta_sin_aviso']);
    await buzon.encolar(
      tx,
      detalles.map((d) =>
        mensajeDePlantilla(d.email, plantilla, {
          alumno: d.alumno,
          fecha: formatoDiaEscuela(d.fecha),
          hora: d.fecha.slice(11, 16),
          grupo: d.grupo,
          colegio: d.colegio,
          enlace: `${appUrl}/padres/dashboard?section=asistencias`,
        }),
      ),
    );
    return detalles.length;
  });
}

/** Runs the sweep now and then every `intervaloMs` until the returned stop is called. */
export function programarBarridoFaltas(
  db: Db,
  buzon: Buzon,
  log: FastifyBaseLogger,
  appUrl: string,
  intervaloMs = INTERVALO_FALTAS_MS,
): () => void {
  let enCurso: Promise<void> | null = null;
  const pasada = () => {
    if (enCurso) return;
    enCurso = barrerFaltas(db, buzon, { appUrl })
      .then((n) => {
        if (n > 0) log.info({ evento: 'faltas_avisadas', familias: n }, 'Familias avisadas de una falta');
      })
      .catch((err: unknown) =>
        log.error({ evento: 'faltas_fallidas', err }, 'No se pudo avisar de las faltas sin aviso'),
      )
      .finally(() => (enCurso = null));
  };
  pasada();
  const timer = setInterval(pasada, intervaloMs);
  timer.unref();
  return () => clearInterval(timer);
}
