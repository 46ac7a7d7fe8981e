/**
 * Who hears of a cancelled session: the families of its group's children in alta, and the teacher who
 * would have taught it — its cover teacher when it has one (decision 049), else the group's.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { alumnos, colegios, grupos, padres, profesores, sesiones, usuarios } from '../../db/schema/index';

/** The teacher of the session: the cover teacher's row when there is one, else the group's. */
const docente = alias(profesores, 'docente');

export async function findSesionCancelada(db: DbOrTx, sesionId: number) {
  const [s] = await db
    .select({
      fecha: sesiones.fecha,
      motivo: sesiones.observaciones,
      grupoId: grupos.id,
      grupo: grupos.nombre,
      colegio: colegios.nombre,
      profesorNombre: docente.nombre,
      profesorEmail: docente.email,
      profesorUsuarioId: usuarios.id,
      profesorBaja: docente.fechaBaja,
    })
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    // A group with no teacher yet still has families to tell.
    .leftJoin(docente, eq(docente.id, sql`coalesce(${sesiones.profesorSustitutoId}, ${grupos.profesorId})`))
    .leftJoin(usuarios, and(eq(usuarios.id, docente.usuarioId), eq(usuarios.activo, true)))
    .where(eq(sesiones.id, sesionId));
  return s;
}

/** A row per child in alta of the group with an active family account (a family may have several). */
export async function listFamiliasDelGrupo(db: DbOrTx, grupoId: number) {
  return db
    .select({ usuarioId: usuarios.id, email: usuarios.email, alumno: alumnos.nombre })
    .from(alumnos)
    .innerJoin(padres, eq(padres.id, alumnos.padreId))
    .innerJoin(usuarios, and(eq(usuarios.id, padres.usuarioId), eq(usuarios.activo, true)))
    .where(and(eq(alumnos.grupoId, grupoId), eq(alumnos.estado, 'alta')))
    .orderBy(asc(usuarios.id), asc(alumnos.nombre));
}
