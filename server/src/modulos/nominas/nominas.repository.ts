/**
 * The month's payroll inputs, set-based: one query for the teachers, one for the month's sessions (with
 * every teacher-attendance row), one for the distances. Never a query per teacher.
 */
import { and, asc, eq, exists, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  actividades,
  asistenciasProfesores,
  colegios,
  distancias,
  grupos,
  profesores,
  sesiones,
} from '../../db/schema/index';
import type { DistanciaNomina, ProfesorNomina, SesionNomina } from './calcular-nomina';

export interface SesionMes extends SesionNomina {
  nombreGrupo: string;
  nombreColegio: string;
  nombreActividad: string | null;
  observaciones: string | null;
}

export async function listProfesoresNomina(
  db: DbOrTx,
  opciones: { incluirProfesoresBaja: boolean; profesorId?: number },
): Promise<(ProfesorNomina & { direccion: string })[]> {
  const filas = await db
    .select({
      id: profesores.id,
      nombre: profesores.nombre,
      apellidos: profesores.apellidos,
      direccion: profesores.direccion,
      salario: profesores.salario,
      desplazamiento: profesores.desplazamiento,
      fechaBaja: profesores.fechaBaja,
    })
    .from(profesores)
    .where(
      and(
        opciones.incluirProfesoresBaja ? undefined : sql`${profesores.fechaBaja} is null`,
        opciones.profesorId === undefined ? undefined : eq(profesores.id, opciones.profesorId),
      ),
    );
  return filas.map(({ fechaBaja, ...p }) => ({
    ...p,
    salario: Number(p.salario),
    deBaja: fechaBaja !== null,
  }));
}

/**
 * The sessions of [inicio, fin) with their group, school, activity and every teacher-attendance row;
 * with `profesorId`, only those of that teacher's groups or where that teacher's attendance is recorded.
 */
export async function listSesionesMes(
  db: DbOrTx,
  rango: { inicio: string; fin: string },
  profesorId?: number,
): Promise<SesionMes[]> {
  const delProfesor =
    profesorId === undefined
      ? undefined
      : or(
          eq(grupos.profesorId, profesorId),
          exists(
            db
              .select({ uno: sql`1` })
              .from(asistenciasProfesores)
              .where(
                and(
                  eq(asistenciasProfesores.sesionId, sesiones.id),
                  eq(asistenciasProfesores.profesorId, profesorId),
                ),
              ),
          ),
        );
  const filas = await db
    .select({
      id: sesiones.id,
      fecha: sesiones.fecha,
      estado: sesiones.estado,
      observaciones: sesiones.observaciones,
      colegioId: grupos.colegioId,
      profesorGrupoId: grupos.profesorId,
      duracion: grupos.duracion,
      nombreGrupo: grupos.nombre,
      nombreColegio: colegios.nombre,
      nombreActividad: actividades.titulo,
      apProfesorId: asistenciasProfesores.profesorId,
      apAsistio: asistenciasProfesores.asistio,
    })
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    .leftJoin(actividades, eq(actividades.id, sesiones.actividadId))
    .leftJoin(asistenciasProfesores, eq(asistenciasProfesores.sesionId, sesiones.id))
    .where(and(gte(sesiones.fecha, rango.inicio), lt(sesiones.fecha, rango.fin), delProfesor))
    .orderBy(asc(sesiones.fecha), asc(sesiones.id));

  // One row per (session, attendance row): fold them into one session with its list.
  const porId = new Map<number, SesionMes>();
  for (const { apProfesorId, apAsistio, ...f } of filas) {
    let s = porId.get(f.id);
    if (!s) {
      s = { ...f, duracion: Number(f.duracion), asistenciasProfesores: [] };
      porId.set(f.id, s);
    }
    if (apProfesorId !== null && apAsistio !== null)
      s.asistenciasProfesores.push({ profesorId: apProfesorId, asistio: apAsistio });
  }
  return [...porId.values()];
}

/** The distances of the teachers paid by km (the only ones payroll reads). */
/**
 * Only what the payroll rule reads, for the whole month: with the attendance filter, the rows of teachers
 * who attended a non-cancelled session; without it, the non-cancelled sessions (their group's teacher).
 * The rule applies the same conditions again: this only keeps the rows few and narrow.
 */
export async function listSesionesNomina(
  db: DbOrTx,
  rango: { inicio: string; fin: string },
  filtrarPorAsistencia: boolean,
): Promise<SesionNomina[]> {
  const base = {
    id: sesiones.id,
    fecha: sesiones.fecha,
    estado: sesiones.estado,
    colegioId: grupos.colegioId,
    profesorGrupoId: grupos.profesorId,
    duracion: grupos.duracion,
  };
  const delMes = and(
    gte(sesiones.fecha, rango.inicio),
    lt(sesiones.fecha, rango.fin),
    ne(sesiones.estado, 'cancelada'),
  );
  if (!filtrarPorAsistencia) {
    const filas = await db
      .select(base)
      .from(sesiones)
      .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
      .where(delMes);
    return filas.map((f) => ({ ...f, duracion: Number(f.duracion), asistenciasProfesores: [] }));
  }
  const filas = await db
    .select({ ...base, profesorId: asistenciasProfesores.profesorId })
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .innerJoin(asistenciasProfesores, eq(asistenciasProfesores.sesionId, sesiones.id))
    .where(and(delMes, eq(asistenciasProfesores.asistio, true)));
  const porId = new Map<number, SesionNomina>();
  for (const { profesorId, ...f } of filas) {
    let s = porId.get(f.id);
    if (!s) {
      s = { ...f, duracion: Number(f.duracion), asistenciasProfesores: [] };
      porId.set(f.id, s);
    }
    s.asistenciasProfesores.push({ profesorId, asistio: true });
  }
  return [...porId.values()];
}

export async function listDistanciasNomina(db: DbOrTx): Promise<DistanciaNomina[]> {
  const filas = await db
    .select({
      profesorId: distancias.profesorId,
      colegioId: distancias.colegioId,
      kilometros: distancias.kilometros,
    })
    .from(distancias)
    .innerJoin(profesores, eq(profesores.id, distancias.profesorId))
    .where(eq(profesores.desplazamiento, '0.08'));
  return filas.map((d) => ({ ...d, kilometros: Number(d.kilometros) }));
}

export async function listColegiosPorId(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: colegios.id, nombre: colegios.nombre, direccion: colegios.direccion })
    .from(colegios)
    .where(inArray(colegios.id, ids));
}
