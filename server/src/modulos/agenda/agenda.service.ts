import { DIAS_AGENDA, sumarDias, type Agenda, type AlumnoAgenda } from '@escuela/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/alcance';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { listSesiones } from '../sesiones/sesiones.repository';
import { listAlumnosDeSesiones, listAsistenciaPropia, listDireccionesColegios } from './agenda.repository';

/** At most this many sessions in "Hoy" (the office's scope is the whole school). */
const MAXIMO = 500;

/**
 * GET /api/agenda: the sessions of today and the next 7 days in the user's scope (a teacher: their groups
 * and the sessions they cover), in time order. A teacher's come with their rosters and the teacher's own
 * attendance, what the phone stores to take attendance with no signal; the office's without rosters.
 */
export async function agendaDe(db: Db, actor: Actor): Promise<Agenda> {
  const hoy = hoyEscuela();
  const { filas } = await listSesiones(
    db,
    {
      startDate: hoy,
      endDate: sumarDias(hoy, DIAS_AGENDA),
      estado: 'all',
      sort: 'fecha',
      order: 'asc',
      page: 1,
      limit: MAXIMO,
    },
    actor.alcance,
  );
  const ids = filas.map((s) => s.id);
  const esProfesor = actor.alcance !== null;
  const [direcciones, alumnos, propia] = await Promise.all([
    listDireccionesColegios(db, [...new Set(filas.map((s) => s.colegio.id))]),
    esProfesor ? listAlumnosDeSesiones(db, ids) : Promise.resolve([]),
    esProfesor ? listAsistenciaPropia(db, ids, actor.alcance!) : Promise.resolve(new Map<number, boolean>()),
  ]);
  const porSesion = new Map<number, AlumnoAgenda[]>();
  for (const { sesionId, ...a } of alumnos) porSesion.set(sesionId, [...(porSesion.get(sesionId) ?? []), a]);
  return {
    hoy,
    profesorId: actor.alcance,
    sesiones: filas.map((s) => ({
      id: s.id,
      fecha: s.fecha,
      estado: s.estado,
      grupo: s.grupo,
      nivel: s.nivel,
      colegio: { ...s.colegio, direccion: direcciones.get(s.colegio.id) ?? null },
      actividad: s.actividad,
      materiales: s.materiales,
      profesorId: s.profesorId,
      profesorSustituto: s.profesorSustituto,
      alumnos: porSesion.get(s.id) ?? [],
      asistenciaPropia: propia.get(s.id) ?? null,
    })),
  };
}
