import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  alumnos,
  asistencias,
  colegios,
  grupos,
  niveles,
  profesores,
  sesiones,
  type NewGrupo,
} from '../../db/schema/index';
import type { Alcance } from '../../lib/alcance';
import { consultar } from '../../lib/filas';
import { preparada } from '../../lib/preparadas';

export interface FiltroGrupos {
  alcance: Alcance;
  colegioId?: number;
  profesorId?: number;
  id?: number;
}

/**
 * The groups with their level, school, teacher and count of students in alta, in ONE query whatever the
 * number of groups (the count is a correlated aggregate on the indexed `alumnos.grupo_id`).
 */
export async function listGrupos(db: DbOrTx, filtro: FiltroGrupos) {
  const con = {
    alcance: filtro.alcance !== null,
    colegioId: Boolean(filtro.colegioId),
    profesorId: Boolean(filtro.profesorId),
    id: Boolean(filtro.id),
  };
  // One prepared query per combination of filters (16 at most), built once.
  const forma = Object.values(con).map(Number).join('');
  const consulta = preparada(db, `grupos:${forma}`, () =>
    db
      .select({
        id: grupos.id,
        nombre: grupos.nombre,
        nivelId: grupos.nivelId,
        duracion: grupos.duracion,
        horario: grupos.horario,
        colegioId: grupos.colegioId,
        profesorId: grupos.profesorId,
        nivelNombre: niveles.nombre,
        nivelOrden: niveles.orden,
        colegioNombre: colegios.nombre,
        profesorNombre: profesores.nombre,
        profesorApellidos: profesores.apellidos,
        numAlumnos: sql<number>`(select count(*)::int from ${alumnos} where ${alumnos.grupoId} = ${grupos.id} and ${alumnos.estado} = 'alta')`,
      })
      .from(grupos)
      .innerJoin(niveles, eq(niveles.id, grupos.nivelId))
      .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
      .innerJoin(profesores, eq(profesores.id, grupos.profesorId))
      .where(
        and(
          con.alcance ? eq(grupos.profesorId, sql.placeholder('alcance')) : undefined,
          con.colegioId ? eq(grupos.colegioId, sql.placeholder('colegioId')) : undefined,
          con.profesorId ? eq(grupos.profesorId, sql.placeholder('profesorId')) : undefined,
          con.id ? eq(grupos.id, sql.placeholder('id')) : undefined,
        ),
      )
      .orderBy(asc(grupos.nombre), asc(grupos.id))
      .prepare(`grupos_lista_${forma}`),
  );
  const filas = await consulta.execute({
    alcance: filtro.alcance,
    colegioId: filtro.colegioId,
    profesorId: filtro.profesorId,
    id: filtro.id,
  });
  return filas.map((f) => ({
    id: f.id,
    nombre: f.nombre,
    nivelId: f.nivelId,
    nivel: { id: f.nivelId, nombre: f.nivelNombre, orden: f.nivelOrden },
    duracion: Number(f.duracion),
    horario: f.horario,
    colegioId: f.colegioId,
    colegio: { id: f.colegioId, nombre: f.colegioNombre },
    profesorId: f.profesorId,
    profesor: { id: f.profesorId, nombre: f.profesorNombre, apellidos: f.profesorApellidos },
    numAlumnos: Number(f.numAlumnos),
  }));
}

export async function insertGrupo(db: DbOrTx, nuevo: NewGrupo) {
  const [fila] = await db.insert(grupos).values(nuevo).returning({ id: grupos.id });
  return fila!.id;
}

export async function updateGrupo(db: DbOrTx, id: number, datos: Partial<NewGrupo>) {
  const filas = await db.update(grupos).set(datos).where(eq(grupos.id, id)).returning({ id: grupos.id });
  return filas.length > 0;
}

/** Removes the group's attendance, its sessions and the group itself (call inside a transaction). */
export async function deleteGrupoConSesiones(db: DbOrTx, id: number) {
  await db.delete(asistencias).where(eq(asistencias.grupoId, id));
  await db.delete(sesiones).where(eq(sesiones.grupoId, id));
  const filas = await db.delete(grupos).where(eq(grupos.id, id)).returning({ id: grupos.id });
  return filas.length > 0;
}

export async function listNiveles(db: DbOrTx) {
  return db
    .select({ id: niveles.id, nombre: niveles.nombre, orden: niveles.orden })
    .from(niveles)
    .orderBy(asc(niveles.orden));
}

/** Which of the referenced level, school and teacher exist (one query). */
export async function referenciasExisten(
  db: DbOrTx,
  ids: { nivelId: number; colegioId: number; profesorId: number },
) {
  const [fila] = await consultar<{ nivel: boolean; colegio: boolean; profesor: boolean }>(
    db,
    sql`
    select exists(select 1 from ${niveles} where ${niveles.id} = ${ids.nivelId}) as nivel,
           exists(select 1 from ${colegios} where ${colegios.id} = ${ids.colegioId}) as colegio,
           exists(select 1 from ${profesores} where ${profesores.id} = ${ids.profesorId}) as profesor`,
  );
  return fila!;
}
