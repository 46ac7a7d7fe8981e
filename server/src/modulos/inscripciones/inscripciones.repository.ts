/**
 * Pending enrolments and the search for a child among the students (decision 040). Set-based: a page of
 * the office's list costs three statements (the page, the candidates of all its rows, their histories).
 */
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { EstadoInscripcion } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { conAutor } from '../../db/con-autor';
import {
  alumnos,
  colegios,
  grupos,
  inscripciones,
  inscripcionesHistorial,
  padres,
  usuarios,
  type NewInscripcion,
} from '../../db/schema/index';
import { plegar } from '@escuela/shared/common/texto-es';
import type { Candidato } from './coincidencias';
import { identidadAlumno, nombrePadreSql } from '../alumnos/alumnos.repository';

/**
 * The students that might be the child: the same birth date, the same DNI, or the same name (folded as
 * the indexed `busqueda` column is). Whether one is the child is `decidirInscripcion`'s business.
 */
export async function listCandidatos(
  db: DbOrTx,
  nino: { nombre: string; apellidos: string; fechaNacimiento: string; dni: string | null },
): Promise<Candidato[]> {
  return db
    .select({
      ...identidadAlumno,
      dni: alumnos.dni,
      grupoId: alumnos.grupoId,
      padreId: alumnos.padreId,
      estado: alumnos.estado,
    })
    .from(alumnos)
    .where(
      or(
        eq(alumnos.fechaNacimiento, nino.fechaNacimiento),
        nino.dni ? eq(alumnos.dni, nino.dni) : undefined,
        // The generated column's folding (`plegar` of 'nombre apellidos'), done here on the typed name.
        sql`${alumnos.busqueda} = ${plegar(`${nino.nombre} ${nino.apellidos}`)}`,
      ),
    )
    .orderBy(asc(alumnos.id))
    .limit(50);
}

/** The family's row, locked: one family's enrolments run one after the other (a double click links, not duplicates). */
export async function bloquearPadre(db: DbOrTx, padreId: number) {
  await db.select({ id: padres.id }).from(padres).where(eq(padres.id, padreId)).for('update');
}

/** Links a student to the family and fills the fields the school lacked; none when another family took it meanwhile. */
export async function vincularAlumno(
  db: DbOrTx,
  alumnoId: number,
  padreId: number,
  datos: {
    telefono1: string;
    telefono2: string | null;
    dni: string | null;
    cuenta: string | null;
    curso: string | null;
    letra: string | null;
    fechaNacimiento: string | null;
  },
): Promise<boolean> {
  const filas = await db
    .update(alumnos)
    .set({
      padreId,
      telefono1: sql`coalesce(${alumnos.telefono1}, ${datos.telefono1})`,
      telefono2: sql`coalesce(${alumnos.telefono2}, ${datos.telefono2})`,
      dni: sql`coalesce(${alumnos.dni}, ${datos.dni})`,
      cuenta: sql`coalesce(${alumnos.cuenta}, ${datos.cuenta})`,
      curso: sql`coalesce(${alumnos.curso}, ${datos.curso})`,
      letra: sql`coalesce(${alumnos.letra}, ${datos.letra})`,
      fechaNacimiento: sql`coalesce(${alumnos.fechaNacimiento}, ${datos.fechaNacimiento}::date)`,
    })
    .where(
      and(eq(alumnos.id, alumnoId), sql`(${alumnos.padreId} is null or ${alumnos.padreId} = ${padreId})`),
    )
    .returning({ id: alumnos.id });
  return filas.length > 0;
}

export async function insertInscripcion(db: DbOrTx, nueva: NewInscripcion) {
  const [fila] = await db.insert(inscripciones).values(nueva).returning();
  return fila!;
}

export async function insertHistorial(
  db: DbOrTx,
  fila: { inscripcionId: number; estado: EstadoInscripcion; autorId: number | null; nota?: string | null },
) {
  await db.insert(inscripcionesHistorial).values(fila);
}

/** One request, locked for the decision being made on it (two office users cannot both decide). */
export async function findInscripcionBloqueando(db: DbOrTx, id: number) {
  const [fila] = await db.select().from(inscripciones).where(eq(inscripciones.id, id)).for('update');
  return fila;
}

export async function updateInscripcion(
  db: DbOrTx,
  id: number,
  cambios: { estado: EstadoInscripcion; alumnoId?: number | null; mensaje?: string | null },
) {
  await db.update(inscripciones).set(cambios).where(eq(inscripciones.id, id));
}

/** The family's pending requests (to answer a repeated one with the one already waiting). */
export async function listPendientesDePadre(db: DbOrTx, padreId: number) {
  return db
    .select()
    .from(inscripciones)
    .where(and(eq(inscripciones.padreId, padreId), eq(inscripciones.estado, 'pendiente')));
}

/** What the family sees: its requests waiting or turned down, newest first. */
export async function listInscripcionesDePadre(db: DbOrTx, padreId: number, soloId?: number) {
  return db
    .select({
      id: inscripciones.id,
      nombre: inscripciones.nombre,
      apellidos: inscripciones.apellidos,
      grupoNombre: grupos.nombre,
      estado: inscripciones.estado,
      mensaje: inscripciones.mensaje,
      creadaAt: inscripciones.createdAt,
    })
    .from(inscripciones)
    .leftJoin(grupos, eq(grupos.id, inscripciones.grupoId))
    .where(
      and(
        eq(inscripciones.padreId, padreId),
        inArray(inscripciones.estado, ['pendiente', 'rechazada']),
        soloId === undefined ? undefined : eq(inscripciones.id, soloId),
      ),
    )
    .orderBy(desc(inscripciones.createdAt), desc(inscripciones.id));
}

export async function contarPendientes(db: DbOrTx): Promise<number> {
  const [fila] = await db
    .select({ total: count() })
    .from(inscripciones)
    .where(eq(inscripciones.estado, 'pendiente'));
  return fila?.total ?? 0;
}

const colegioGrupo = sql<string>`(select ${colegios.nombre} from ${colegios} where ${colegios.id} = ${grupos.colegioId})`;

/** A page of one state's requests, newest first, with the family and the group asked for; and the total. */
export async function listInscripciones(
  db: DbOrTx,
  estado: EstadoInscripcion,
  pagina: { offset: number; limit: number },
) {
  const [filas, [total]] = await Promise.all([
    db
      .select({
        id: inscripciones.id,
        estado: inscripciones.estado,
        motivo: inscripciones.motivo,
        createdAt: inscripciones.createdAt,
        padreId: inscripciones.padreId,
        padreNombre: sql<string>`btrim(concat_ws(' ', ${padres.nombre}, ${padres.apellidos}))`,
        padreEmail: usuarios.email,
        padreColegio: colegios.nombre,
        nombre: inscripciones.nombre,
        apellidos: inscripciones.apellidos,
        fechaNacimiento: inscripciones.fechaNacimiento,
        curso: inscripciones.curso,
        letra: inscripciones.letra,
        grupoId: grupos.id,
        grupoNombre: grupos.nombre,
        grupoColegio: colegioGrupo,
        telefono1: inscripciones.telefono1,
        telefono2: inscripciones.telefono2,
        dni: inscripciones.dni,
        candidatos: inscripciones.candidatos,
        alumnoId: inscripciones.alumnoId,
        mensaje: inscripciones.mensaje,
      })
      .from(inscripciones)
      .innerJoin(padres, eq(padres.id, inscripciones.padreId))
      .innerJoin(usuarios, eq(usuarios.id, padres.usuarioId))
      .leftJoin(colegios, eq(colegios.id, padres.colegioId))
      .leftJoin(grupos, eq(grupos.id, inscripciones.grupoId))
      .where(eq(inscripciones.estado, estado))
      .orderBy(desc(inscripciones.createdAt), desc(inscripciones.id))
      .limit(pagina.limit)
      .offset(pagina.offset),
    db.select({ total: count() }).from(inscripciones).where(eq(inscripciones.estado, estado)),
  ]);
  return { filas, total: total?.total ?? 0 };
}

/** The students named as candidates, as the office compares them (one statement for a whole page). */
export async function listAlumnosCandidatos(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      ...identidadAlumno,
      curso: alumnos.curso,
      letra: alumnos.letra,
      grupoId: grupos.id,
      grupoNombre: grupos.nombre,
      grupoColegio: colegioGrupo,
      estado: alumnos.estado,
      dni: alumnos.dni,
      padreNombre: nombrePadreSql,
      padreEmail: usuarios.email,
    })
    .from(alumnos)
    .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .leftJoin(padres, eq(padres.id, alumnos.padreId))
    .leftJoin(usuarios, eq(usuarios.id, padres.usuarioId))
    .where(inArray(alumnos.id, ids));
}

/** The state changes of a page's requests, oldest first, with who made each. */
export async function listHistoriales(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return conAutor(db, inscripcionesHistorial, {
    inscripcionId: inscripcionesHistorial.inscripcionId,
    estado: inscripcionesHistorial.estado,
    fecha: inscripcionesHistorial.createdAt,
    nota: inscripcionesHistorial.nota,
  })
    .where(inArray(inscripcionesHistorial.inscripcionId, ids))
    .orderBy(asc(inscripcionesHistorial.createdAt), asc(inscripcionesHistorial.id));
}

/** A student as the merge of a request needs it, locked. */
export async function findAlumnoBloqueando(db: DbOrTx, id: number) {
  const [fila] = await db
    .select({ id: alumnos.id, padreId: alumnos.padreId, grupoId: alumnos.grupoId, estado: alumnos.estado })
    .from(alumnos)
    .where(eq(alumnos.id, id))
    .for('update');
  return fila;
}
