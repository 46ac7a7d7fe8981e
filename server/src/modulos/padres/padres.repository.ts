/**
 * The parents' portal queries. Every read and write is scoped by the signed-in parent's `padres.id`
 * (children: `alumnos.padre_id`; their sessions: the children's groups), so another family's records
 * cannot be reached whatever the request says.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  actividades,
  alumnos,
  asistencias,
  colegios,
  grupos,
  materiales,
  matriculas,
  niveles,
  observaciones,
  padres,
  sesiones,
  usuarios,
  type NewAlumno,
  type NewPadre,
} from '../../db/schema/index';
import { ahoraEscuela } from '../../db/reloj-escuela';
import { sesionQueCuenta } from '../../db/sesiones-que-cuentan';
import { ordenEs } from '../../db/texto-sql';
import { fechaEscuelaAIso } from '../../lib/fecha-escuela';
import { alumnoConGrupo } from '../alumnos/alumnos.repository';

export async function findPadreDeUsuario(db: DbOrTx, usuarioId: number) {
  const [fila] = await db
    .select({ id: padres.id, colegioId: padres.colegioId })
    .from(padres)
    .where(eq(padres.usuarioId, usuarioId));
  return fila;
}

/** A parent with their account: the account to update, and the address and name to write to. */
export async function findPadreConCuenta(db: DbOrTx, padreId: number) {
  const [fila] = await db
    .select({ id: padres.id, usuarioId: padres.usuarioId, email: usuarios.email, nombre: padres.nombre })
    .from(padres)
    .innerJoin(usuarios, eq(usuarios.id, padres.usuarioId))
    .where(eq(padres.id, padreId));
  return fila;
}

export async function insertPadre(db: DbOrTx, nuevo: NewPadre) {
  const [fila] = await db.insert(padres).values(nuevo).returning({ id: padres.id });
  return fila!;
}

export async function colegioExiste(db: DbOrTx, colegioId: number): Promise<boolean> {
  const [fila] = await db.select({ id: colegios.id }).from(colegios).where(eq(colegios.id, colegioId));
  return Boolean(fila);
}

export function listColegiosOpciones(db: DbOrTx) {
  return db
    .select({ id: colegios.id, nombre: colegios.nombre })
    .from(colegios)
    .orderBy(asc(ordenEs(colegios.nombre)), asc(colegios.id));
}

/**
 * The parent's children with their group and attendance counts over the sessions that count for them
 * (DESIGN.md §4: past, not cancelled, inside one of their enrolments, in whatever group); `soloId`
 * narrows to one child.
 */
export async function listAlumnosDePadre(db: DbOrTx, padreId: number, soloId?: number) {
  const filas = await db
    .select({
      ...alumnoConGrupo,
      asistencias:
        sql<number>`count(${sesiones.id}) filter (where ${asistencias.asistio} is distinct from false)`.mapWith(
          Number,
        ),
      faltas: sql<number>`count(${sesiones.id}) filter (where ${asistencias.asistio} = false)`.mapWith(
        Number,
      ),
    })
    .from(alumnos)
    .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .leftJoin(matriculas, eq(matriculas.alumnoId, alumnos.id))
    .leftJoin(sesiones, sesionQueCuenta)
    .leftJoin(asistencias, and(eq(asistencias.sesionId, sesiones.id), eq(asistencias.alumnoId, alumnos.id)))
    .where(and(eq(alumnos.padreId, padreId), soloId === undefined ? undefined : eq(alumnos.id, soloId)))
    .groupBy(alumnos.id, grupos.nombre)
    .orderBy(asc(ordenEs(alumnos.nombre)), asc(ordenEs(alumnos.apellidos)), asc(alumnos.id));
  return filas;
}

/** One row per child and session that counts for them (as above); no record counts as attended. */
export async function listAsistenciasDePadre(db: DbOrTx, padreId: number) {
  const filas = await db
    .select({
      alumnoId: alumnos.id,
      alumnoNombre: alumnos.nombre,
      alumnoApellidos: alumnos.apellidos,
      sesionId: sesiones.id,
      fecha: sesiones.fecha,
      asistio: sql<boolean>`coalesce(${asistencias.asistio}, true)`,
      justificada: sql<boolean>`coalesce(${asistencias.justificada}, false)`,
      observaciones: asistencias.observaciones,
    })
    .from(alumnos)
    .innerJoin(matriculas, eq(matriculas.alumnoId, alumnos.id))
    .innerJoin(sesiones, sesionQueCuenta)
    .leftJoin(asistencias, and(eq(asistencias.sesionId, sesiones.id), eq(asistencias.alumnoId, alumnos.id)))
    .where(eq(alumnos.padreId, padreId))
    .orderBy(desc(sesiones.fecha), asc(ordenEs(alumnos.nombre)), asc(alumnos.id));
  return filas.map(({ sesionId, fecha, ...f }) => ({
    id: `${f.alumnoId}-${sesionId}`,
    ...f,
    fecha: fechaEscuelaAIso(fecha),
  }));
}

const gruposDeHijos = (db: DbOrTx, padreId: number) =>
  db
    .select({ id: alumnos.grupoId })
    .from(alumnos)
    .where(and(eq(alumnos.padreId, padreId), sql`${alumnos.grupoId} is not null`));

/** The activities of the sessions of the children's groups: upcoming first (soonest first), then past. */
export async function listActividadesDePadre(db: DbOrTx, padreId: number) {
  const proxima = sql<boolean>`${sesiones.fecha} >= ${ahoraEscuela()}`;
  const filas = await db
    .select({
      id: sesiones.id,
      titulo: actividades.titulo,
      descripcion: actividades.observaciones,
      fecha: sesiones.fecha,
      grupoNombre: grupos.nombre,
      materialNombre: materiales.descripcion,
      proxima,
      // The family's children in that group, by first name (the card says whose class it is).
      alumnos: sql<string[]>`(select coalesce(json_agg(h.nombre order by h.nombre), '[]'::json)
        from ${alumnos} h where h.padre_id = ${padreId} and h.grupo_id = ${sesiones.grupoId})`,
    })
    .from(sesiones)
    .innerJoin(actividades, eq(actividades.id, sesiones.actividadId))
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .leftJoin(materiales, eq(materiales.id, actividades.material1Id))
    .where(and(inArray(sesiones.grupoId, gruposDeHijos(db, padreId)), ne(sesiones.estado, 'cancelada')))
    .orderBy(
      desc(proxima),
      sql`case when ${proxima} then ${sesiones.fecha} end asc`,
      desc(sesiones.fecha),
      asc(sesiones.id),
    )
    .limit(500);
  return filas.map((f) => ({ ...f, fecha: fechaEscuelaAIso(f.fecha) }));
}

export async function listObservacionesDePadre(db: DbOrTx, padreId: number) {
  const filas = await db
    .select({
      id: observaciones.id,
      alumnoNombre: alumnos.nombre,
      alumnoApellidos: alumnos.apellidos,
      fecha: observaciones.fecha,
      grupoNombre: grupos.nombre,
      texto: observaciones.texto,
    })
    .from(observaciones)
    .innerJoin(alumnos, eq(alumnos.id, observaciones.alumnoId))
    .leftJoin(grupos, eq(grupos.id, observaciones.grupoId))
    .where(eq(alumnos.padreId, padreId))
    .orderBy(desc(observaciones.fecha), desc(observaciones.id))
    .limit(500);
  return filas.map((f) => ({ ...f, fecha: f.fecha.toISOString() }));
}

/** Free places: neither occupied (alta) nor held by a live offer (decision 047). */
const plazasLibres = sql<number>`greatest(0, ${grupos.plazasMaximas}
  - (select count(*) from alumnos a where a.grupo_id = ${grupos.id} and a.estado = 'alta')
  - (select count(*) from lista_espera l where l.grupo_id = ${grupos.id} and l.estado = 'ofrecida'))::int`;

export async function listGruposDeColegio(db: DbOrTx, colegioId: number) {
  const filas = await db
    .select({
      id: grupos.id,
      nombre: grupos.nombre,
      nivelNombre: niveles.nombre,
      horario: grupos.horario,
      plazasLibres,
    })
    .from(grupos)
    .innerJoin(niveles, eq(niveles.id, grupos.nivelId))
    .where(eq(grupos.colegioId, colegioId))
    .orderBy(asc(ordenEs(grupos.nombre)), asc(grupos.id));
  return filas.map(({ nivelNombre, ...g }) => ({ ...g, nivel: { nombre: nivelNombre } }));
}

export async function grupoEsDeColegio(db: DbOrTx, grupoId: number, colegioId: number): Promise<boolean> {
  const [fila] = await db
    .select({ id: grupos.id })
    .from(grupos)
    .where(and(eq(grupos.id, grupoId), eq(grupos.colegioId, colegioId)));
  return Boolean(fila);
}

export async function insertAlumno(db: DbOrTx, nuevo: NewAlumno) {
  const [fila] = await db.insert(alumnos).values(nuevo).returning({ id: alumnos.id });
  return fila!;
}

export async function findPerfil(db: DbOrTx, usuarioId: number) {
  const [fila] = await db
    .select({
      nombreUsuario: usuarios.nombre,
      email: usuarios.email,
      padreId: padres.id,
      nombre: padres.nombre,
      apellidos: padres.apellidos,
      direccion: padres.direccion,
      dni: padres.dni,
      telefono1: padres.telefono1,
      telefono2: padres.telefono2,
      cuentaBancaria: padres.cuentaBancaria,
      titularCuenta: padres.titularCuenta,
      socioAmpa: padres.socioAmpa,
      colegioNombre: colegios.nombre,
    })
    .from(usuarios)
    .leftJoin(padres, eq(padres.usuarioId, usuarios.id))
    .leftJoin(colegios, eq(colegios.id, padres.colegioId))
    .where(eq(usuarios.id, usuarioId));
  return fila;
}

export async function updatePadre(db: DbOrTx, padreId: number, datos: Partial<NewPadre>) {
  await db.update(padres).set(datos).where(eq(padres.id, padreId));
}

export async function updateNombreUsuario(db: DbOrTx, usuarioId: number, nombre: string) {
  await db.update(usuarios).set({ nombre }).where(eq(usuarios.id, usuarioId));
}
