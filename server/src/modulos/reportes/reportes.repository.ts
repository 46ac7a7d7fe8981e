/** The attendance report's reads: set-based, one query per kind for a batch of groups. */
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alumnos, asistencias, grupos, sesiones } from '../../db/schema/index';
import { ordenEs } from '../../lib/texto-sql';

/** Wall-clock bounds of a month, as `sesiones.fecha` is stored: [desde, hasta). */
export interface RangoMes {
  desde: string;
  hasta: string;
}

export async function listGruposReporte(db: DbOrTx, grupoId: number | 'all') {
  return db
    .select({ id: grupos.id, nombre: grupos.nombre })
    .from(grupos)
    .where(grupoId === 'all' ? undefined : eq(grupos.id, grupoId))
    .orderBy(asc(ordenEs(grupos.nombre)), asc(grupos.id));
}

const sesionesDelMes = (grupoIds: number[], rango: RangoMes) =>
  and(
    inArray(sesiones.grupoId, grupoIds),
    gte(sesiones.fecha, rango.desde),
    lt(sesiones.fecha, rango.hasta),
    ne(sesiones.estado, 'cancelada'),
  );

/** The month's non-cancelled sessions of these groups, in date order. */
export async function listSesionesMes(db: DbOrTx, grupoIds: number[], rango: RangoMes) {
  return db
    .select({ id: sesiones.id, grupoId: sesiones.grupoId, fecha: sesiones.fecha })
    .from(sesiones)
    .where(sesionesDelMes(grupoIds, rango))
    .orderBy(asc(sesiones.grupoId), asc(sesiones.fecha), asc(sesiones.id));
}

/** The groups' active students, by surname. */
export async function listAlumnosDeGrupos(db: DbOrTx, grupoIds: number[]) {
  return db
    .select({
      id: alumnos.id,
      grupoId: alumnos.grupoId,
      nombre: alumnos.nombre,
      apellidos: alumnos.apellidos,
    })
    .from(alumnos)
    .where(and(inArray(alumnos.grupoId, grupoIds), eq(alumnos.estado, 'alta')))
    .orderBy(
      asc(alumnos.grupoId),
      asc(ordenEs(alumnos.apellidos)),
      asc(ordenEs(alumnos.nombre)),
      asc(alumnos.id),
    );
}

/** Only the recorded absences: a session with no record counts as attended (spec §2). */
export async function listFaltasMes(db: DbOrTx, grupoIds: number[], rango: RangoMes) {
  return db
    .select({ alumnoId: asistencias.alumnoId, sesionId: asistencias.sesionId })
    .from(asistencias)
    .innerJoin(sesiones, eq(sesiones.id, asistencias.sesionId))
    .where(and(sesionesDelMes(grupoIds, rango), eq(asistencias.asistio, false)));
}
