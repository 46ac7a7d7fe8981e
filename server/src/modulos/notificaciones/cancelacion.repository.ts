/** Who hears of a cancelled session: the families of its group's children in alta, and its teacher. */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alumnos, colegios, grupos, padres, profesores, sesiones, usuarios } from '../../db/schema/index';

export async function findSesionCancelada(db: DbOrTx, sesionId: number) {
  const [s] = await db
    .select({
      fecha: sesiones.fecha,
      motivo: sesiones.observaciones,
      grupoId: grupos.id,
      grupo: grupos.nombre,
      colegio: colegios.nombre,
      profesorNombre: profesores.nombre,
      profesorEmail: profesores.email,
      profesorUsuarioId: usuarios.id,
      profesorBaja: profesores.fechaBaja,
    })
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    .innerJoin(profesores, eq(profesores.id, grupos.profesorId))
    .leftJoin(usuarios, and(eq(usuarios.id, profesores.usuarioId), eq(usuarios.activo, true)))
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
