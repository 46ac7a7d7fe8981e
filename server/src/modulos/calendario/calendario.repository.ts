/**
 * Feed links (their token's hash and generation) and what each feed shows: a family's children's sessions
 * and holidays, a teacher's sessions, a school's sessions. Each read is scoped by the link's owner.
 */
import { and, asc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  alumnos,
  colegios,
  enlacesCalendario,
  festivos,
  grupos,
  padres,
  profesores,
  sesiones,
  usuarios,
} from '../../db/schema/index';
import type { DuenoCalendario } from './tokens';

const delDueno = (d: DuenoCalendario): SQL =>
  d.tipo === 'colegio'
    ? eq(enlacesCalendario.colegioId, d.colegioId)
    : eq(enlacesCalendario.usuarioId, d.usuarioId);

export async function findEnlace(db: DbOrTx, dueno: DuenoCalendario) {
  const [e] = await db
    .select({ id: enlacesCalendario.id, generacion: enlacesCalendario.generacion })
    .from(enlacesCalendario)
    .where(delDueno(dueno));
  return e;
}

/**
 * The owner's next generation, locked for this transaction (a first link is generation 1); the caller
 * then writes its token's hash with `guardarEnlace`.
 */
export async function siguienteGeneracion(db: DbOrTx, dueno: DuenoCalendario): Promise<number> {
  const [e] = await db
    .select({ generacion: enlacesCalendario.generacion })
    .from(enlacesCalendario)
    .where(delDueno(dueno))
    .for('update');
  return (e?.generacion ?? 0) + 1;
}

export async function guardarEnlace(
  db: DbOrTx,
  dueno: DuenoCalendario,
  generacion: number,
  tokenHash: string,
) {
  const valores = {
    tipo: dueno.tipo,
    usuarioId: dueno.tipo === 'colegio' ? null : dueno.usuarioId,
    colegioId: dueno.tipo === 'colegio' ? dueno.colegioId : null,
    generacion,
    tokenHash,
  };
  await db
    .insert(enlacesCalendario)
    .values(valores)
    .onConflictDoUpdate({
      target: dueno.tipo === 'colegio' ? enlacesCalendario.colegioId : enlacesCalendario.usuarioId,
      set: { generacion, tokenHash, updatedAt: new Date() },
    });
}

/** The link a token's hash names, if its owner still may have one (an active account, an existing school). */
export async function findDuenoPorHash(db: DbOrTx, tokenHash: string): Promise<DuenoCalendario | undefined> {
  const [e] = await db
    .select({
      tipo: enlacesCalendario.tipo,
      usuarioId: enlacesCalendario.usuarioId,
      colegioId: enlacesCalendario.colegioId,
      activo: usuarios.activo,
    })
    .from(enlacesCalendario)
    .leftJoin(usuarios, eq(usuarios.id, enlacesCalendario.usuarioId))
    .where(eq(enlacesCalendario.tokenHash, tokenHash));
  if (!e) return undefined;
  if (e.tipo === 'colegio') return { tipo: 'colegio', colegioId: e.colegioId! };
  return e.activo ? { tipo: e.tipo, usuarioId: e.usuarioId! } : undefined;
}

export async function existeColegio(db: DbOrTx, id: number) {
  const [c] = await db
    .select({ id: colegios.id, nombre: colegios.nombre })
    .from(colegios)
    .where(eq(colegios.id, id));
  return c;
}

// ── What the feeds show ──────────────────────────────────────────────────────────────────────────────

/** A session's cover teacher (`sesiones.profesor_sustituto_id`). */
const sustitutos = alias(profesores, 'sustitutos');

const columnasSesion = {
  id: sesiones.id,
  fecha: sesiones.fecha,
  estado: sesiones.estado,
  observaciones: sesiones.observaciones,
  revision: sesiones.revision,
  actualizada: sesiones.updatedAt,
  grupoId: grupos.id,
  grupo: grupos.nombre,
  duracion: grupos.duracion,
  colegioId: colegios.id,
  colegio: colegios.nombre,
  colegioAlias: colegios.alias,
  direccion: colegios.direccion,
  /** Who teaches it: the cover teacher when the session has one (decision 049), else the group's. */
  profesor: sql<string | null>`coalesce(
    ${sustitutos.nombre} || ' ' || ${sustitutos.apellidos}, ${profesores.nombre} || ' ' || ${profesores.apellidos})`,
};

/** Sessions from `desde` (a day) that the condition picks, by date. */
function sesionesDe(db: DbOrTx, desde: string, condicion: SQL) {
  return db
    .select(columnasSesion)
    .from(sesiones)
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    .leftJoin(profesores, eq(profesores.id, grupos.profesorId))
    .leftJoin(sustitutos, eq(sustitutos.id, sesiones.profesorSustitutoId))
    .where(and(condicion, gte(sesiones.fecha, `${desde} 00:00:00`)))
    .orderBy(asc(sesiones.fecha), asc(sesiones.id));
}
export type SesionDeFeed = Awaited<ReturnType<typeof sesionesDe>>[number];

/** Holidays from `desde` for every school and for these schools. */
export function festivosDe(db: DbOrTx, desde: string, colegioIds: readonly number[]) {
  return db
    .select({
      id: festivos.id,
      fecha: festivos.fecha,
      nombre: festivos.nombre,
      actualizado: festivos.updatedAt,
    })
    .from(festivos)
    .where(
      and(
        gte(festivos.fecha, desde),
        or(
          isNull(festivos.colegioId),
          colegioIds.length ? inArray(festivos.colegioId, [...colegioIds]) : undefined,
        ),
      ),
    )
    .orderBy(asc(festivos.fecha), asc(festivos.id));
}

/** A family's children in alta with a group, and the school the family registered in. */
export async function listHijosEnGrupo(db: DbOrTx, usuarioId: number) {
  return db
    .select({ nombre: alumnos.nombre, grupoId: alumnos.grupoId, colegioPadre: padres.colegioId })
    .from(padres)
    .leftJoin(alumnos, and(eq(alumnos.padreId, padres.id), eq(alumnos.estado, 'alta')))
    .where(eq(padres.usuarioId, usuarioId))
    .orderBy(asc(alumnos.nombre));
}

export const sesionesDeGrupos = (db: DbOrTx, desde: string, grupoIds: readonly number[]) =>
  sesionesDe(db, desde, inArray(sesiones.grupoId, [...grupoIds]));

/**
 * A teacher's sessions: the ones they teach — their groups' sessions nobody covers, and the sessions of
 * other groups they cover. A session someone else covers leaves the regular teacher's feed (a calendar
 * app then removes it), and comes back if the cover is cleared.
 */
export const sesionesDeProfesor = (db: DbOrTx, desde: string, usuarioId: number) =>
  sesionesDe(
    db,
    desde,
    or(
      and(eq(profesores.usuarioId, usuarioId), isNull(sesiones.profesorSustitutoId)),
      eq(sustitutos.usuarioId, usuarioId),
    )!,
  );

export const sesionesDeColegio = (db: DbOrTx, desde: string, colegioId: number) =>
  sesionesDe(db, desde, eq(grupos.colegioId, colegioId));
