import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FiltrosAlumnos } from '@escuela/shared';
import { plegar } from '@escuela/shared/common/texto-es';
import type { DbOrTx } from '../../db/client';
import {
  alumnos,
  asistencias,
  grupos,
  matriculas,
  observaciones,
  padres,
  sesiones,
  usuarios,
  type NewAlumno,
  type NewObservacion,
} from '../../db/schema/index';
import { sesionQueCuenta } from '../../db/sesiones-que-cuentan';
import { insertarMuchas } from '../../db/insercion-masiva';
import { escaparLike } from '../../lib/like';
import { plegarSql } from '../../db/texto-sql';
import type { Alcance } from '../../lib/alcance';
import { preparada } from '../../lib/preparadas';

/** A filter's value as it is, or as a placeholder of a prepared query (`preparada`). */
type Valor = (nombre: string, valor: unknown) => unknown;
const directo: Valor = (_nombre, valor) => valor;
const marcador: Valor = (nombre) => sql.placeholder(nombre);

/** The rows a user may reach: a profesor only students of their own groups (DESIGN.md §4). */
const enAlcance = (alcance: Alcance, v: Valor = directo): SQL | undefined =>
  alcance === null
    ? undefined
    : inArray(
        alumnos.grupoId,
        sql`(select ${grupos.id} from ${grupos} where ${grupos.profesorId} = ${v('alcance', alcance)})`,
      );

/**
 * The search words, at most six, folded like the generated `alumnos.busqueda` column (the shared
 * `plegar`), with LIKE's wildcards escaped.
 */
const palabrasDe = (search: string | undefined) =>
  plegar(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map(escaparLike);

export function condicionesFiltro(
  filtros: Partial<FiltrosAlumnos>,
  alcance: Alcance,
  v: Valor = directo,
): SQL | undefined {
  return and(
    enAlcance(alcance, v),
    filtros.estado ? sql`${alumnos.estado} = ${v('estado', filtros.estado)}` : undefined,
    filtros.grupoId === 'sin'
      ? isNull(alumnos.grupoId)
      : filtros.grupoId
        ? sql`${alumnos.grupoId} = ${v('grupoId', filtros.grupoId)}`
        : undefined,
    filtros.observaciones === 'con'
      ? sql`coalesce(btrim(${alumnos.observaciones}), '') <> ''`
      : filtros.observaciones === 'sin'
        ? sql`coalesce(btrim(${alumnos.observaciones}), '') = ''`
        : undefined,
    ...palabrasDe(filtros.search).map(
      (p, i) => sql`${alumnos.busqueda} like '%' || ${v(`palabra${i}`, p)} || '%'`,
    ),
  );
}

/** The values of `condicionesFiltro`'s placeholders. */
function valoresFiltro(filtros: Partial<FiltrosAlumnos>, alcance: Alcance): Record<string, unknown> {
  const valores: Record<string, unknown> = { alcance, estado: filtros.estado, grupoId: filtros.grupoId };
  palabrasDe(filtros.search).forEach((p, i) => (valores[`palabra${i}`] = p));
  return valores;
}

/** What decides the SQL text of `condicionesFiltro`: one prepared query per shape. */
const formaFiltro = (filtros: Partial<FiltrosAlumnos>, alcance: Alcance) =>
  [
    alcance === null ? 0 : 1,
    filtros.estado ? 1 : 0,
    filtros.grupoId === 'sin' ? 's' : filtros.grupoId ? 1 : 0,
    filtros.observaciones ?? '-',
    palabrasDe(filtros.search).length,
  ].join('');

/** Who a student is, as every list that tells one child from another shows them (one select shape). */
export const identidadAlumno = {
  id: alumnos.id,
  nombre: alumnos.nombre,
  apellidos: alumnos.apellidos,
  fechaNacimiento: alumnos.fechaNacimiento,
};

/** A parent's full name, or null when both parts are blank. */
export const nombrePadreSql = sql<
  string | null
>`nullif(btrim(concat_ws(' ', ${padres.nombre}, ${padres.apellidos})), '')`;

/** A student's own columns in the spreadsheet: the import compares them, the exports write them. */
const columnasHoja = {
  ...identidadAlumno,
  curso: alumnos.curso,
  letra: alumnos.letra,
  telefono1: alumnos.telefono1,
  telefono2: alumnos.telefono2,
  dni: alumnos.dni,
  cuenta: alumnos.cuenta,
  observaciones: alumnos.observaciones,
  observacionesUpdatedAt: alumnos.observacionesUpdatedAt,
  estado: alumnos.estado,
};

/** A student in a list with their group (the query left-joins `grupos` on `alumnos.grupo_id`). */
export const alumnoConGrupo = {
  id: alumnos.id,
  nombre: alumnos.nombre,
  apellidos: alumnos.apellidos,
  curso: alumnos.curso,
  letra: alumnos.letra,
  grupoId: alumnos.grupoId,
  grupoNombre: grupos.nombre,
};

const columnasFila = {
  ...alumnoConGrupo,
  observaciones: alumnos.observaciones,
  observacionesUpdatedAt: alumnos.observacionesUpdatedAt,
  estado: alumnos.estado,
};

/** Spanish alphabetical order (the generated sort keys, decision 037), as the list's index holds it. */
const ordenAlumnos = [asc(alumnos.ordenApellidos), asc(alumnos.ordenNombre), asc(alumnos.id)];

/**
 * A page of students and the filter's total, in one statement. The page's ids are chosen first, in the
 * order of the index `(estado, apellidos, nombre, id)` (with no other filter, from the index alone: a
 * deep page costs skipping index entries, not rows), and only those rows are read and joined to their
 * group; the total rides along as an uncorrelated subquery (computed once). A page past the end has no
 * row to carry it, so only then is it counted on its own.
 */
export async function listAlumnos(
  db: DbOrTx,
  filtros: Partial<FiltrosAlumnos>,
  alcance: Alcance,
  pagina: { offset: number; limit: number },
) {
  // Prepared once per filter shape (Drizzle would rebuild the SQL text of both queries on every call).
  const forma = formaFiltro(filtros, alcance);
  const donde = condicionesFiltro(filtros, alcance, marcador);
  const lista = preparada(db, `alumnos:lista:${forma}`, () => {
    const ids = db
      .select({ id: alumnos.id })
      .from(alumnos)
      .where(donde)
      .orderBy(...ordenAlumnos)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    // `= any(array(…))`: the page's rows by primary key (a join would let the planner hash all 8,000).
    return db
      .select({
        ...columnasFila,
        total: sql<number>`(select count(*)::int from ${alumnos} where ${donde ?? sql`true`})`,
      })
      .from(alumnos)
      .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
      .where(sql`${alumnos.id} = any(array(${ids}))`)
      .orderBy(...ordenAlumnos)
      .prepare(`alumnos_lista_${forma}`);
  });
  const cuenta = preparada(db, `alumnos:cuenta:${forma}`, () =>
    db.select({ total: count() }).from(alumnos).where(donde).prepare(`alumnos_cuenta_${forma}`),
  );
  const valores = valoresFiltro(filtros, alcance);
  const filas = await lista.execute({ ...valores, limit: pagina.limit, offset: pagina.offset });
  const total = filas[0]?.total ?? (pagina.offset > 0 ? ((await cuenta.execute(valores))[0]?.total ?? 0) : 0);
  return { filas: filas.map(({ total: _total, ...fila }) => fila), total };
}

export async function findAlumno(db: DbOrTx, id: number, alcance: Alcance) {
  const [fila] = await db
    .select({
      ...columnasFila,
      fechaNacimiento: alumnos.fechaNacimiento,
      telefono1: alumnos.telefono1,
      telefono2: alumnos.telefono2,
      dni: alumnos.dni,
      cuenta: alumnos.cuenta,
      numAsistencias: sql<number>`(select count(*)::int from ${asistencias} where ${asistencias.alumnoId} = ${alumnos.id})`,
      desde: matriculas.desde,
      padreId: alumnos.padreId,
      padreEmail: usuarios.email,
    })
    .from(alumnos)
    .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .leftJoin(matriculas, and(eq(matriculas.alumnoId, alumnos.id), isNull(matriculas.hasta)))
    .leftJoin(padres, eq(padres.id, alumnos.padreId))
    .leftJoin(usuarios, eq(usuarios.id, padres.usuarioId))
    .where(and(eq(alumnos.id, id), enAlcance(alcance)));
  return fila;
}

/** The family accounts of these e-mails (an import's column), in one statement. */
export async function listPadresPorEmails(db: DbOrTx, emails: string[]) {
  if (!emails.length) return [];
  return db
    .select({ id: padres.id, email: usuarios.email })
    .from(padres)
    .innerJoin(usuarios, eq(usuarios.id, padres.usuarioId))
    .where(inArray(usuarios.email, emails));
}

/** The family account signed in with this e-mail (lower-cased by the schema); undefined when none. */
export async function findPadrePorEmail(db: DbOrTx, email: string) {
  const [fila] = await db
    .select({ id: padres.id })
    .from(padres)
    .innerJoin(usuarios, eq(usuarios.id, padres.usuarioId))
    .where(eq(usuarios.email, email));
  return fila;
}

export async function existeGrupo(db: DbOrTx, id: number) {
  const [g] = await db.select({ id: grupos.id }).from(grupos).where(eq(grupos.id, id));
  return Boolean(g);
}

export async function insertAlumno(db: DbOrTx, nuevo: NewAlumno) {
  const [fila] = await db.insert(alumnos).values(nuevo).returning({ id: alumnos.id });
  return fila!;
}

export async function updateAlumno(db: DbOrTx, id: number, datos: Partial<NewAlumno>) {
  await db.update(alumnos).set(datos).where(eq(alumnos.id, id));
}

export async function deleteAlumno(db: DbOrTx, id: number) {
  await db.delete(alumnos).where(eq(alumnos.id, id));
}

/** Every history entry in one statement (json_to_recordset), however many. */
export async function insertObservaciones(db: DbOrTx, filas: NewObservacion[]) {
  if (!filas.length) return;
  await insertarMuchas(
    db,
    observaciones,
    filas.map((o) => ({ ...o, fecha: o.fecha ?? new Date() })),
  );
}

// ── Import ────────────────────────────────────────────────────────────────────────────────────────

export async function listGruposNombres(db: DbOrTx) {
  return db.select({ id: grupos.id, nombre: grupos.nombre }).from(grupos);
}

/** What an import's rows name a student by: IDs, DNIs, and "nombre apellidos". */
export interface ClavesImportacion {
  ids: readonly number[];
  dnis: readonly string[];
  nombres: readonly string[];
}

/** Letters and digits of a text folded like `plegarSql`: equal whenever the import's name keys are. */
const soloLetras = (expr: SQL) => sql`regexp_replace(${expr}, '[^a-z0-9]', '', 'g')`;

/**
 * The students an import's rows could name, with the fields it compares: those with one of the file's
 * IDs or DNIs, and those whose name and surnames, folded and with only letters and digits left, equal a
 * row's (a superset of the import's own name match, which the import then applies). A file of new
 * students reads none of the thousands already there.
 */
export async function listAlumnosParaImportar(db: DbOrTx, claves: ClavesImportacion) {
  const json = (valores: readonly unknown[]) =>
    sql`json_array_elements_text(${JSON.stringify(valores)}::json)`;
  return db
    .select({ ...columnasHoja, grupoId: alumnos.grupoId, padreId: alumnos.padreId })
    .from(alumnos)
    .where(
      sql`${alumnos.id} in (select v::int from ${json(claves.ids)} as k(v))
        or upper(${alumnos.dni}) in (select v from ${json(claves.dnis)} as k(v))
        or ${soloLetras(sql`${alumnos.busqueda}`)} in
           (select ${soloLetras(plegarSql(sql`v`))} from ${json(claves.nombres)} as k(v))`,
    )
    .orderBy(asc(alumnos.id));
}
export type AlumnoImportable = Awaited<ReturnType<typeof listAlumnosParaImportar>>[number];

// Updates travel as ONE json parameter (json_to_recordset), like inserts do in db/insercion-masiva.ts:
// thousands of bound parameters per statement cost seconds on the embedded database.
const COLUMNAS_JSON = sql.raw(`nombre text, apellidos text, fecha_nacimiento date, curso text, letra varchar,
  grupo_id int, telefono1 text, telefono2 text, dni text, cuenta text, observaciones text,
  observaciones_updated_at timestamptz, estado text, padre_id int`);

const aJson = (f: Omit<AlumnoImportable, 'id'> & { id?: number }, orden: number) => ({
  orden,
  id: f.id,
  nombre: f.nombre,
  apellidos: f.apellidos,
  fecha_nacimiento: f.fechaNacimiento,
  curso: f.curso,
  letra: f.letra,
  grupo_id: f.grupoId,
  telefono1: f.telefono1,
  telefono2: f.telefono2,
  dni: f.dni,
  cuenta: f.cuenta,
  observaciones: f.observaciones,
  observaciones_updated_at: f.observacionesUpdatedAt?.toISOString() ?? null,
  estado: f.estado,
  padre_id: f.padreId,
});

/** Inserts in one statement per 2,000 rows; answers the new ids in the order given. */
export async function insertAlumnos(db: DbOrTx, nuevos: Omit<AlumnoImportable, 'id'>[]) {
  const filas = await insertarMuchas(db, alumnos, nuevos, { devolver: ['id'] });
  return filas.map((f) => f.id);
}

/** Whole rows written back in one statement per 2,000 (UPDATE … FROM json), not one query per row. */
export async function updateAlumnos(db: DbOrTx, filas: AlumnoImportable[]) {
  for (let i = 0; i < filas.length; i += 2000) {
    const json = JSON.stringify(filas.slice(i, i + 2000).map((f, k) => aJson(f, k)));
    await db.execute(sql`
      update ${alumnos} set
        nombre = v.nombre, apellidos = v.apellidos, fecha_nacimiento = v.fecha_nacimiento, curso = v.curso,
        letra = v.letra, grupo_id = v.grupo_id, telefono1 = v.telefono1, telefono2 = v.telefono2, dni = v.dni,
        cuenta = v.cuenta, observaciones = v.observaciones, observaciones_updated_at = v.observaciones_updated_at,
        estado = v.estado, padre_id = v.padre_id, updated_at = now()
      from json_to_recordset(${json}::json) as v(orden int, id int, ${COLUMNAS_JSON})
      where ${alumnos.id} = v.id`);
  }
}

// ── Exports ───────────────────────────────────────────────────────────────────────────────────────

/** The student's own columns, shared by both exports (the template's columns). */
const columnasExportacion = {
  ...columnasHoja,
  grupo: grupos.nombre,
  /** The day the open enrolment started (the import's 'En el grupo desde'). */
  desde: matriculas.desde,
};
const matriculaAbierta = and(eq(matriculas.alumnoId, alumnos.id), isNull(matriculas.hasta));

export async function listParaExportar(db: DbOrTx, filtros: Partial<FiltrosAlumnos>) {
  return db
    .select(columnasExportacion)
    .from(alumnos)
    .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .leftJoin(matriculas, matriculaAbierta)
    .where(condicionesFiltro(filtros, null))
    .orderBy(...ordenAlumnos);
}

/**
 * Attendance totals per student over the sessions that count for them (DESIGN.md §4: past, not cancelled,
 * inside one of their enrolments; no record means present), in one grouped query.
 */
export async function totalesAsistencia(db: DbOrTx) {
  return db
    .select({
      alumnoId: matriculas.alumnoId,
      sesiones: sql<number>`count(${sesiones.id})::int`,
      faltas: sql<number>`(count(${sesiones.id}) filter (where ${asistencias.asistio} = false))::int`,
      justificadas: sql<number>`(count(${sesiones.id}) filter (where ${asistencias.asistio} = false and ${asistencias.justificada}))::int`,
    })
    .from(matriculas)
    .innerJoin(sesiones, sesionQueCuenta)
    .leftJoin(
      asistencias,
      and(eq(asistencias.sesionId, sesiones.id), eq(asistencias.alumnoId, matriculas.alumnoId)),
    )
    .groupBy(matriculas.alumnoId);
}

export async function listDetalles(db: DbOrTx) {
  return db
    .select({
      ...columnasExportacion,
      createdAt: alumnos.createdAt,
      padreNombre: nombrePadreSql,
      padreEmail: usuarios.email,
      padreTelefono1: padres.telefono1,
      padreTelefono2: padres.telefono2,
    })
    .from(alumnos)
    .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .leftJoin(matriculas, matriculaAbierta)
    .leftJoin(padres, eq(padres.id, alumnos.padreId))
    .leftJoin(usuarios, eq(usuarios.id, padres.usuarioId))
    .orderBy(...ordenAlumnos);
}
