/**
 * Consents and safeguarding data (DESIGN.md §10, decision 043). Every read is set-based: a family's
 * children, a session's roster or the whole school in a fixed number of statements.
 */
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  alergias,
  alumnos,
  consentimientos,
  consentimientosInscripcion,
  grupos,
  padres,
  personasRecogida,
  salvaguardas,
} from '../../db/schema/index';
import type { Alcance } from '../../lib/alcance';
import { ordenEs } from '../../db/texto-sql';
import { identidadAlumno } from '../alumnos/alumnos.repository';
import type { DecisionConsentimiento } from '@escuela/shared';

export type NuevoConsentimiento = typeof consentimientos.$inferInsert;
export type NuevoConsentimientoInscripcion = typeof consentimientosInscripcion.$inferInsert;

const enAlcance = (alcance: Alcance): SQL | undefined =>
  alcance === null
    ? undefined
    : inArray(
        alumnos.grupoId,
        sql`(select ${grupos.id} from ${grupos} where ${grupos.profesorId} = ${alcance})`,
      );

const columnasAlumno = { id: alumnos.id, fechaNacimiento: alumnos.fechaNacimiento };

/** The student if the staff user may see it (a profesor: a student of their groups); undefined otherwise. */
export async function findAlumnoEnAlcance(db: DbOrTx, id: number, alcance: Alcance) {
  const [fila] = await db
    .select(columnasAlumno)
    .from(alumnos)
    .where(and(eq(alumnos.id, id), enAlcance(alcance)));
  return fila;
}

/** A child of this parent (undefined for anyone else's). */
export async function findHijo(db: DbOrTx, id: number, padreId: number) {
  const [fila] = await db
    .select(columnasAlumno)
    .from(alumnos)
    .where(and(eq(alumnos.id, id), eq(alumnos.padreId, padreId)));
  return fila;
}

export function listHijos(db: DbOrTx, padreId: number) {
  return db.select(columnasAlumno).from(alumnos).where(eq(alumnos.padreId, padreId)).orderBy(asc(alumnos.id));
}

/**
 * The newest decision per (child, type) of these children (by when it was given: a merged duplicate's
 * records keep their day), from the (alumno_id, tipo, fecha, id) index.
 */
export async function listUltimos(db: DbOrTx, alumnoIds: number[]) {
  if (!alumnoIds.length) return [];
  return db
    .selectDistinctOn([consentimientos.alumnoId, consentimientos.tipo], {
      alumnoId: consentimientos.alumnoId,
      tipo: consentimientos.tipo,
      version: consentimientos.version,
      decision: consentimientos.decision,
      fecha: consentimientos.fecha,
      edadAlumno: consentimientos.edadAlumno,
    })
    .from(consentimientos)
    .where(inArray(consentimientos.alumnoId, alumnoIds))
    .orderBy(
      consentimientos.alumnoId,
      consentimientos.tipo,
      desc(consentimientos.fecha),
      desc(consentimientos.id),
    );
}
export type UltimoRegistro = Awaited<ReturnType<typeof listUltimos>>[number];

export async function insertConsentimientos(db: DbOrTx, filas: NuevoConsentimiento[]) {
  if (filas.length) await db.insert(consentimientos).values(filas);
}

/** A child's decisions, newest first, with the name of the parent who gave each. */
export function listHistorial(db: DbOrTx, alumnoId: number) {
  return db
    .select({
      id: consentimientos.id,
      tipo: consentimientos.tipo,
      version: consentimientos.version,
      decision: consentimientos.decision,
      fecha: consentimientos.fecha,
      edadAlumno: consentimientos.edadAlumno,
      padreNombre: sql<string | null>`nullif(concat_ws(' ', ${padres.nombre}, ${padres.apellidos}), '')`,
    })
    .from(consentimientos)
    .leftJoin(padres, eq(padres.id, consentimientos.padreId))
    .where(eq(consentimientos.alumnoId, alumnoId))
    .orderBy(desc(consentimientos.fecha), desc(consentimientos.id));
}

/** Every student in alta, for the office's pending list. */
export function listAlumnosAlta(db: DbOrTx) {
  return db
    .select({
      ...identidadAlumno,
      padreId: alumnos.padreId,
      grupoNombre: grupos.nombre,
    })
    .from(alumnos)
    .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .where(eq(alumnos.estado, 'alta'))
    .orderBy(asc(ordenEs(alumnos.apellidos)), asc(ordenEs(alumnos.nombre)), asc(alumnos.id));
}

// ---- Enrolments the office has still to decide ----

export async function insertConsentimientosInscripcion(db: DbOrTx, filas: NuevoConsentimientoInscripcion[]) {
  if (filas.length) await db.insert(consentimientosInscripcion).values(filas);
}

export function listConsentimientosInscripcion(db: DbOrTx, inscripcionId: number) {
  return db
    .select()
    .from(consentimientosInscripcion)
    .where(eq(consentimientosInscripcion.inscripcionId, inscripcionId))
    .orderBy(asc(consentimientosInscripcion.id));
}

// ---- Safeguarding ----

const columnasAlergia = {
  alumnoId: alergias.alumnoId,
  tipo: alergias.tipo,
  descripcion: alergias.descripcion,
  actuacion: alergias.actuacion,
};
const columnasRecogida = {
  alumnoId: personasRecogida.alumnoId,
  nombre: personasRecogida.nombre,
  dni: personasRecogida.dni,
  parentesco: personasRecogida.parentesco,
  telefono: personasRecogida.telefono,
};

/** What a roster shows of one child's safeguarding, as the database sends it (`salvaguardaListaSql`). */
export interface SalvaguardaListaFila {
  salirSolo: boolean;
  alergias: { tipo: string; descripcion: string; actuacion: string }[];
  recogida: { nombre: string; parentesco: string; telefono: string }[];
  decisionImagen: DecisionConsentimiento | null;
}

/**
 * A column for a roster's query (decision 054): the child's (`alumnoId`, a column of that query)
 * safeguarding as one json value — "salir solo", the allergies and pick-up persons (no DNI) in their
 * order, the newest image decision — each read from its index by child, so the attendance sheet reads
 * roster and safeguarding in one statement. `salvaguardaDeFila` (service) turns it into the answer.
 */
export const salvaguardaListaSql = (alumnoId: SQL | AnyColumn) => sql<SalvaguardaListaFila>`json_build_object(
    'salirSolo', coalesce((select s.salir_solo from ${salvaguardas} s where s.alumno_id = ${alumnoId}), false),
    'alergias', coalesce((select json_agg(json_build_object('tipo', x.tipo, 'descripcion', x.descripcion,
        'actuacion', x.actuacion) order by x.orden, x.id)
      from ${alergias} x where x.alumno_id = ${alumnoId}), '[]'::json),
    'recogida', coalesce((select json_agg(json_build_object('nombre', p.nombre, 'parentesco', p.parentesco,
        'telefono', p.telefono) order by p.orden, p.id)
      from ${personasRecogida} p where p.alumno_id = ${alumnoId}), '[]'::json),
    'decisionImagen', (select c.decision from ${consentimientos} c where c.alumno_id = ${alumnoId}
      and c.tipo = 'imagen' order by c.fecha desc, c.id desc limit 1))`;

/** The safeguarding data of these children: three statements whatever their number. */
export async function listSalvaguardas(db: DbOrTx, alumnoIds: number[]) {
  if (!alumnoIds.length) return { ajustes: [], alergias: [], recogida: [] };
  const [ajustes, listaAlergias, recogida] = await Promise.all([
    db
      .select({
        alumnoId: salvaguardas.alumnoId,
        salirSolo: salvaguardas.salirSolo,
        updatedAt: salvaguardas.updatedAt,
      })
      .from(salvaguardas)
      .where(inArray(salvaguardas.alumnoId, alumnoIds)),
    db
      .select(columnasAlergia)
      .from(alergias)
      .where(inArray(alergias.alumnoId, alumnoIds))
      .orderBy(asc(alergias.alumnoId), asc(alergias.orden), asc(alergias.id)),
    db
      .select(columnasRecogida)
      .from(personasRecogida)
      .where(inArray(personasRecogida.alumnoId, alumnoIds))
      .orderBy(asc(personasRecogida.alumnoId), asc(personasRecogida.orden), asc(personasRecogida.id)),
  ]);
  return { ajustes, alergias: listaAlergias, recogida };
}

/** Replaces a child's safeguarding data (the caller's transaction). */
export async function reemplazarSalvaguarda(
  tx: DbOrTx,
  alumnoId: number,
  datos: {
    salirSolo: boolean;
    alergias: { tipo: string; descripcion: string; actuacion: string }[];
    recogida: { nombre: string; dni: string; parentesco: string; telefono: string }[];
  },
  usuarioId: number | null,
) {
  await tx
    .insert(salvaguardas)
    .values({ alumnoId, salirSolo: datos.salirSolo, actualizadoPor: usuarioId })
    .onConflictDoUpdate({
      target: salvaguardas.alumnoId,
      set: { salirSolo: datos.salirSolo, actualizadoPor: usuarioId, updatedAt: sql`now()` },
    });
  await tx.delete(alergias).where(eq(alergias.alumnoId, alumnoId));
  await tx.delete(personasRecogida).where(eq(personasRecogida.alumnoId, alumnoId));
  if (datos.alergias.length) {
    await tx.insert(alergias).values(datos.alergias.map((a, orden) => ({ ...a, alumnoId, orden })));
  }
  if (datos.recogida.length) {
    await tx.insert(personasRecogida).values(datos.recogida.map((p, orden) => ({ ...p, alumnoId, orden })));
  }
}

/**
 * A duplicate student folded into another (decision 040): its consent records and safeguarding lists
 * become the kept student's; its "salir solo" row only when the kept one has none.
 */
export async function moverConsentimientosYSalvaguarda(
  db: DbOrTx,
  conservadoId: number,
  duplicadoId: number,
) {
  await db
    .update(consentimientos)
    .set({ alumnoId: conservadoId })
    .where(eq(consentimientos.alumnoId, duplicadoId));
  await db.update(alergias).set({ alumnoId: conservadoId }).where(eq(alergias.alumnoId, duplicadoId));
  await db
    .update(personasRecogida)
    .set({ alumnoId: conservadoId })
    .where(eq(personasRecogida.alumnoId, duplicadoId));
  await db
    .update(salvaguardas)
    .set({ alumnoId: conservadoId })
    .where(
      and(
        eq(salvaguardas.alumnoId, duplicadoId),
        sql`not exists (select 1 from ${salvaguardas} s where s.alumno_id = ${conservadoId})`,
      ),
    );
}
