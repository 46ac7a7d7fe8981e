/**
 * Absence notices (decision 038). A family's notice is kept here and also written as the child's
 * attendance record (absent, justified, the reason as its note): the teacher's list, the reports and the
 * family's counts read it where they read every mark, and the teacher may still change it.
 */
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { mensajesAusencia, sumarDias, type AusenciaStaff, type ClaseProxima } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { alumnos, asistencias, ausencias, colegios, grupos, padres, sesiones } from '../../db/schema/index';
import { fechaEscuelaAIso } from '../../lib/fecha-escuela';
import type { Alcance } from '../../lib/alcance';

/**
 * A class the family may give notice of: of their own child in alta, in a group (a join the family's
 * account scopes), on `hoy` or later and not cancelled.
 */
const claseDeLaFamilia = (usuarioId: number, hoy: string) =>
  and(
    eq(padres.usuarioId, usuarioId),
    eq(alumnos.estado, 'alta'),
    ne(sesiones.estado, 'cancelada'),
    gte(sesiones.fecha, `${hoy} 00:00:00`),
  );

/**
 * A session of the child's group on `hoy` or later that is not cancelled, for the family's own child;
 * with the child's record for it (if any). Undefined when any of that fails (404 for the family).
 */
export async function findClaseDeHijo(
  db: DbOrTx,
  usuarioId: number,
  alumnoId: number,
  sesionId: number,
  hoy: string,
) {
  const [c] = await db
    .select({
      alumnoId: alumnos.id,
      sesionId: sesiones.id,
      grupoId: sesiones.grupoId,
      fecha: sesiones.fecha,
      asistio: asistencias.asistio,
      justificada: asistencias.justificada,
      observaciones: asistencias.observaciones,
      registrada: sql<boolean>`${asistencias.id} is not null`,
    })
    .from(alumnos)
    .innerJoin(padres, eq(padres.id, alumnos.padreId))
    .innerJoin(sesiones, eq(sesiones.grupoId, alumnos.grupoId))
    .leftJoin(asistencias, and(eq(asistencias.alumnoId, alumnos.id), eq(asistencias.sesionId, sesiones.id)))
    .where(and(claseDeLaFamilia(usuarioId, hoy), eq(alumnos.id, alumnoId), eq(sesiones.id, sesionId)));
  return c;
}

/** The notice and the child's record, written together (the caller's transaction). */
export async function guardarAusencia(
  db: DbOrTx,
  clase: { alumnoId: number; sesionId: number; grupoId: number; fecha: string },
  usuarioId: number,
  motivo: string,
) {
  const [a] = await db
    .insert(ausencias)
    .values({ alumnoId: clase.alumnoId, sesionId: clase.sesionId, usuarioId, motivo })
    .onConflictDoUpdate({
      target: [ausencias.alumnoId, ausencias.sesionId],
      set: { motivo, usuarioId, updatedAt: new Date() },
    })
    .returning({ id: ausencias.id });
  const observaciones = mensajesAusencia.nota(motivo);
  await db
    .insert(asistencias)
    .values({
      alumnoId: clase.alumnoId,
      grupoId: clase.grupoId,
      sesionId: clase.sesionId,
      fechaSesion: clase.fecha,
      asistio: false,
      justificada: true,
      observaciones,
    })
    .onConflictDoUpdate({
      target: [asistencias.alumnoId, asistencias.sesionId],
      set: { asistio: false, justificada: true, observaciones, updatedAt: new Date() },
    });
  return a!.id;
}

/** The family's children's classes from `hoy` for `dias` days (not cancelled), each with its notice. */
export async function listClasesProximas(
  db: DbOrTx,
  usuarioId: number,
  hoy: string,
  dias: number,
): Promise<ClaseProxima[]> {
  const filas = await db
    .select({
      sesionId: sesiones.id,
      fecha: sesiones.fecha,
      grupo: grupos.nombre,
      colegio: colegios.nombre,
      alumnoId: alumnos.id,
      nombre: alumnos.nombre,
      motivo: ausencias.motivo,
    })
    .from(alumnos)
    .innerJoin(padres, eq(padres.id, alumnos.padreId))
    .innerJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    .innerJoin(sesiones, eq(sesiones.grupoId, grupos.id))
    .leftJoin(ausencias, and(eq(ausencias.alumnoId, alumnos.id), eq(ausencias.sesionId, sesiones.id)))
    .where(and(claseDeLaFamilia(usuarioId, hoy), lt(sesiones.fecha, `${sumarDias(hoy, dias)} 00:00:00`)))
    .orderBy(asc(sesiones.fecha), asc(alumnos.nombre), asc(alumnos.id));
  return filas.map((f) => ({
    sesionId: f.sesionId,
    fecha: fechaEscuelaAIso(f.fecha),
    grupo: f.grupo,
    colegio: f.colegio,
    alumno: { id: f.alumnoId, nombre: f.nombre },
    motivo: f.motivo,
  }));
}

/** The notices of these sessions that the user may see (a profesor: their groups'). */
export async function listAusenciasDeSesiones(
  db: DbOrTx,
  ids: readonly number[],
  alcance: Alcance,
): Promise<AusenciaStaff[]> {
  const filas = await db
    .select({
      sesionId: ausencias.sesionId,
      alumnoId: ausencias.alumnoId,
      nombre: alumnos.nombre,
      apellidos: alumnos.apellidos,
      motivo: ausencias.motivo,
      avisadaAt: ausencias.updatedAt,
    })
    .from(ausencias)
    .innerJoin(sesiones, eq(sesiones.id, ausencias.sesionId))
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .innerJoin(alumnos, eq(alumnos.id, ausencias.alumnoId))
    .where(
      and(
        inArray(ausencias.sesionId, [...ids]),
        alcance === null ? undefined : eq(grupos.profesorId, alcance),
      ),
    )
    .orderBy(asc(ausencias.sesionId), asc(alumnos.apellidos), asc(alumnos.nombre));
  return filas.map((f) => ({
    sesionId: f.sesionId,
    alumnoId: f.alumnoId,
    alumno: `${f.nombre} ${f.apellidos}`,
    motivo: f.motivo,
    avisadaAt: f.avisadaAt.toISOString(),
  }));
}

export async function listColegiosFaltas(db: DbOrTx) {
  return db
    .select({ id: colegios.id, nombre: colegios.nombre, avisarFaltas: colegios.avisarFaltas })
    .from(colegios)
    .orderBy(asc(colegios.nombre), asc(colegios.id));
}

export async function updateColegioFaltas(db: DbOrTx, id: number, avisarFaltas: boolean) {
  const [c] = await db
    .update(colegios)
    .set({ avisarFaltas })
    .where(eq(colegios.id, id))
    .returning({ id: colegios.id, nombre: colegios.nombre, avisarFaltas: colegios.avisarFaltas });
  return c;
}
