/**
 * Attendance for the past sessions of the term (created, holidays skipped, by the previous step), of the
 * students enrolled in each session's group on its day (decision 030): mostly present with a few absences,
 * so the dashboards' attendance chart and the parents' portal have a history to show. Idempotent through
 * the unique (alumno, sesion) key.
 */
import { sql } from 'drizzle-orm';
import { asistencias } from '../../db/schema/index';
import { consultar } from '../../db/filas';
import { dentroDeMatricula, sesionPasada } from '../../db/sesiones-que-cuentan';
import type { PasoDemo } from './index';

/** A stable pseudo-random pattern: about one absence in nine, one in three of them justified. */
function falta(alumnoId: number, sesionId: number): { asistio: boolean; justificada: boolean } {
  const h = (alumnoId * 7919 + sesionId * 104729) % 997;
  return { asistio: h % 9 !== 0, justificada: h % 27 === 0 };
}

export const paso: PasoDemo = {
  nombre: 'Historial de sesiones y asistencia',
  async run(db) {
    const plazas = await consultar<{ alumnoId: number; grupoId: number; sesionId: number; fecha: string }>(
      db,
      sql`select m.alumno_id as "alumnoId", s.grupo_id as "grupoId", s.id as "sesionId",
                 to_char(s.fecha, 'YYYY-MM-DD HH24:MI:SS') as fecha
          from sesiones s join matriculas m on ${dentroDeMatricula('s', 'm')}
          where s.estado = 'completada' and ${sesionPasada('s')}`,
    );
    const filasAsistencia = plazas.map((p) => ({
      alumnoId: p.alumnoId,
      grupoId: p.grupoId,
      sesionId: p.sesionId,
      fechaSesion: p.fecha,
      ...falta(p.alumnoId, p.sesionId),
    }));
    for (let i = 0; i < filasAsistencia.length; i += 1000) {
      await db
        .insert(asistencias)
        .values(filasAsistencia.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  },
};
