/**
 * Attendance for the past sessions of the term (created, holidays skipped, by the previous step): mostly
 * present with a few absences, so the dashboards' attendance chart and the parents' portal have a history
 * to show. Idempotent through the unique (alumno, sesion) key.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { alumnos, asistencias, sesiones } from '../../db/schema/index';
import type { PasoDemo } from './index';

/** A stable pseudo-random pattern: about one absence in nine, one in three of them justified. */
function falta(alumnoId: number, sesionId: number): { asistio: boolean; justificada: boolean } {
  const h = (alumnoId * 7919 + sesionId * 104729) % 997;
  return { asistio: h % 9 !== 0, justificada: h % 27 === 0 };
}

export const paso: PasoDemo = {
  nombre: 'Historial de sesiones y asistencia',
  async run(db) {
    const hoy = new Date();
    const hoyIso = hoy.toISOString().slice(0, 10);
    const pasadas = await db
      .select({ id: sesiones.id, grupoId: sesiones.grupoId, fecha: sesiones.fecha })
      .from(sesiones)
      .where(and(lt(sesiones.fecha, `${hoyIso} 00:00:00`), inArray(sesiones.estado, ['completada'])));
    const alumnado = await db
      .select({ id: alumnos.id, grupoId: alumnos.grupoId })
      .from(alumnos)
      .where(eq(alumnos.estado, 'alta'));
    const porGrupo = new Map<number, number[]>();
    for (const a of alumnado)
      if (a.grupoId) porGrupo.set(a.grupoId, [...(porGrupo.get(a.grupoId) ?? []), a.id]);
    const filasAsistencia = pasadas.flatMap((s) =>
      (porGrupo.get(s.grupoId) ?? []).map((alumnoId) => ({
        alumnoId,
        grupoId: s.grupoId,
        sesionId: s.id,
        fechaSesion: s.fecha,
        ...falta(alumnoId, s.id),
      })),
    );
    for (let i = 0; i < filasAsistencia.length; i += 1000) {
      await db
        .insert(asistencias)
        .values(filasAsistencia.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  },
};
