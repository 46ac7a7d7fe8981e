/** The attendance report's reads: set-based, one query per kind for a batch of groups. */
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alumnos, asistencias, grupos, matriculas, sesiones } from '../../db/schema/index';
import { ordenEs } from '../../db/texto-sql';

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
    .select({ id: sesiones.id, grupoId: sesiones.grupoId, fecha: sesiones.fecha, estado: sesiones.estado })
    .from(sesiones)
    .where(sesionesDelMes(grupoIds, rango))
    .orderBy(asc(sesiones.grupoId), asc(sesiones.fecha), asc(sesiones.id));
}

/**
 * The rows of the groups' sheets: every enrolment in them that overlaps the month (a student who joined or
 * left during it included, baja or not), with the student, by group and surname. A student with two
 * enrolments in one group that month comes twice (the writer folds them).
 */
export async function listMatriculasMes(db: DbOrTx, grupoIds: number[], rango: RangoMes) {
  return db
    .select({
      id: alumnos.id,
      grupoId: matriculas.grupoId,
      nombre: alumnos.nombre,
      apellidos: alumnos.apellidos,
      desde: matriculas.desde,
      hasta: matriculas.hasta,
    })
    .from(matriculas)
    .innerJoin(alumnos, eq(alumnos.id, matriculas.alumnoId))
    .where(
      and(
        inArray(matriculas.grupoId, grupoIds),
        lt(matriculas.desde, rango.hasta.slice(0, 10)),
        or(isNull(matriculas.hasta), gt(matriculas.hasta, rango.desde.slice(0, 10))),
      ),
    )
    .orderBy(
      asc(matriculas.grupoId),
      asc(ordenEs(alumnos.apellidos)),
      asc(ordenEs(alumnos.nombre)),
      asc(alumnos.id),
      asc(matriculas.desde),
    );
}

/** Only the recorded absences: a session with no record counts as attended (spec §2). */
export async function listFaltasMes(db: DbOrTx, grupoIds: number[], rango: RangoMes) {
  return db
    .select({
      alumnoId: asistencias.alumnoId,
      sesionId: asistencias.sesionId,
      justificada: asistencias.justificada,
    })
    .from(asistencias)
    .innerJoin(sesiones, eq(sesiones.id, asistencias.sesionId))
    .where(and(sesionesDelMes(grupoIds, rango), eq(asistencias.asistio, false)));
}
