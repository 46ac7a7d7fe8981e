/**
 * The places job (decision 047), run every few minutes in each process like the absences sweep: offers
 * past their 72 hours expire and go to the next child, family bajas whose effective day has come take the
 * child out of the group, and every free place goes to the waiting list. Everything happens under the
 * groups' row locks (`repartirPlazas`), so two processes running it at once give each place once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { registrarMatriculas } from '../alumnos/matriculas.service';
import type { Buzon } from '../correo/bandeja';
import { caducarOfertas, darDeBaja, insertHistorial, reclamarBajasVencidas } from './plazas.repository';
import { enviarOfertas, repartirPlazas } from './plazas.service';
import { ofrecerTrasPruebas } from './pruebas.service';

export const INTERVALO_PLAZAS_MS = 5 * 60_000;

/** One pass; `ahora` lets a test stand after an offer's expiry or a baja's date. */
export async function procesarPlazas(db: Db, correo: Buzon, appUrl: string, ahora = new Date()) {
  return db.transaction(async (tx) => {
    const caducadas = await caducarOfertas(tx, ahora);
    await insertHistorial(
      tx,
      caducadas.map((c) => ({ listaEsperaId: c.id, estado: 'caducada' as const, autorId: null })),
    );
    const bajas = await reclamarBajasVencidas(tx, hoyEscuela(ahora));
    await darDeBaja(
      tx,
      bajas.map((b) => b.alumnoId),
    );
    for (const b of bajas) {
      await registrarMatriculas(
        tx,
        [{ alumnoId: b.alumnoId, grupoId: null, desde: b.fechaEfectiva }],
        b.autorId,
      );
    }
    // After a trial class, the family gets the place first (if there is one), then the list gets the rest.
    const trasPrueba = await ofrecerTrasPruebas(tx);
    await enviarOfertas(tx, { correo, appUrl }, trasPrueba);
    const ofertas = await repartirPlazas(tx, { correo, appUrl });
    return { caducadas: caducadas.length, bajas: bajas.length, ofertas: ofertas.length + trasPrueba.length };
  });
}

/** Runs the job now and every `intervaloMs` until the returned stop is called. */
export function programarPlazas(
  db: Db,
  correo: Buzon,
  log: FastifyBaseLogger,
  appUrl: string,
  intervaloMs = INTERVALO_PLAZAS_MS,
): () => void {
  let enCurso: Promise<void> | null = null;
  const pasada = () => {
    if (enCurso) return;
    enCurso = procesarPlazas(db, correo, appUrl)
      .then((r) => {
        if (r.caducadas + r.bajas + r.ofertas > 0) log.info({ evento: 'plazas', ...r }, 'Plazas repartidas');
      })
      .catch((err: unknown) =>
        log.error({ evento: 'plazas_fallidas', err }, 'No se pudieron repartir las plazas'),
      )
      .finally(() => (enCurso = null));
  };
  pasada();
  const timer = setInterval(pasada, intervaloMs);
  timer.unref();
  return () => clearInterval(timer);
}
