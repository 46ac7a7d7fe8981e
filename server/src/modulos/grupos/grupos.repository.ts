import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { OrdenGrupo } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import {
  alumnos,
  asistencias,
  colegios,
  grupos,
  listaEspera,
  niveles,
  profesores,
  sesiones,
  type NewGrupo,
} from '../../db/schema/index';
import type { Alcance } from '../../lib/alcance';
import { consultar } from '../../db/filas';
import { preparada } from '../../lib/preparadas';
import { ordenEs } from '../../db/texto-sql';

export interface FiltroGrupos {
  alcance: Alcance;
  colegioId?: number;
  profesorId?: number;
  id?: number;
}

const numAlumnos = sql<number>`(select count(*)::int from ${alumnos} where ${alumnos.grupoId} = ${grupos.id} and ${alumnos.estado} = 'alta')`;
/** Live offers and waiting children (index `lista_espera (grupo_id, estado, orden)`). */
const enLista = (estados: string) =>
  sql<number>`(select count(*)::int from ${listaEspera} where ${listaEspera.grupoId} = ${grupos.id} and ${listaEspera.estado} in (${sql.raw(estados)}))`;
const ofertasVivas = enLista(`'ofrecida'`);
const enEspera = enLista(`'esperando', 'ofrecida'`);

/** What each sortable column of /grupos sorts by (spec 01 §2). */
const COLUMNA_ORDEN: Record<OrdenGrupo, SQL[]> = {
  nombre: [ordenEs(grupos.nombre)],
  nivel: [sql`${niveles.orden}`],
  colegio: [ordenEs(colegios.nombre)],
  profesor: [ordenEs(profesores.nombre), ordenEs(profesores.apellidos)],
  horario: [sql`${grupos.horario}`],
  duracion: [sql`${grupos.duracion}`],
  alumnos: [numAlumnos],
};

/** The filter's shape: one prepared query per shape and order, built once. */
function condiciones(filtro: FiltroGrupos) {
  const con = {
    alcance: filtro.alcance !== null,
    colegioId: Boolean(filtro.colegioId),
    profesorId: Boolean(filtro.profesorId),
    id: Boolean(filtro.id),
  };
  return {
    forma: Object.values(con).map(Number).join(''),
    donde: and(
      con.alcance ? eq(grupos.profesorId, sql.placeholder('alcance')) : undefined,
      con.colegioId ? eq(grupos.colegioId, sql.placeholder('colegioId')) : undefined,
      con.profesorId ? eq(grupos.profesorId, sql.placeholder('profesorId')) : undefined,
      con.id ? eq(grupos.id, sql.placeholder('id')) : undefined,
    ),
    valores: {
      alcance: filtro.alcance,
      colegioId: filtro.colegioId,
      profesorId: filtro.profesorId,
      id: filtro.id,
    },
  };
}

type Orden = { sort: OrdenGrupo; order: 'asc' | 'desc' };

/**
 * A page of groups with their level, school, teacher and count of students in alta, sorted by one of the
 * table's columns (then by name and id), and the filter's total, in ONE query (a page past the end has no
 * row to carry the total: only then is it counted on its own). As in the sessions' list, the page's ids
 * are chosen first, joining only what the order needs; only those rows are then joined and count their
 * students (index `alumnos (grupo_id, estado)`), offers and waiting children: the counts of the other
 * 350 groups of the admin's list were computed for nothing (11 ms → 1 ms on the large data set).
 */
export async function listGrupos(
  db: DbOrTx,
  filtro: FiltroGrupos,
  orden: Orden = { sort: 'nombre', order: 'asc' },
  pagina: { offset: number; limit: number } = { offset: 0, limit: 1000 },
) {
  const { forma, donde, valores } = condiciones(filtro);
  const direccion = sql.raw(orden.order);
  const consulta = preparada(db, `grupos:${forma}:${orden.sort}:${orden.order}`, () => {
    const claves = [
      ...COLUMNA_ORDEN[orden.sort].map((c) => sql`${c} ${direccion}`),
      asc(ordenEs(grupos.nombre)),
      sql`${grupos.id} ${direccion}`,
    ];
    let ids = db.select({ id: grupos.id }).from(grupos).$dynamic();
    if (orden.sort === 'nivel') ids = ids.innerJoin(niveles, eq(niveles.id, grupos.nivelId));
    if (orden.sort === 'colegio') ids = ids.innerJoin(colegios, eq(colegios.id, grupos.colegioId));
    if (orden.sort === 'profesor') ids = ids.innerJoin(profesores, eq(profesores.id, grupos.profesorId));
    const pagina = ids
      .where(donde)
      .orderBy(...claves)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return (
      db
        .select({
          id: grupos.id,
          nombre: grupos.nombre,
          nivelId: grupos.nivelId,
          duracion: grupos.duracion,
          horario: grupos.horario,
          cuotaMensual: grupos.cuotaMensual,
          colegioId: grupos.colegioId,
          profesorId: grupos.profesorId,
          nivelNombre: niveles.nombre,
          nivelOrden: niveles.orden,
          colegioNombre: colegios.nombre,
          profesorNombre: profesores.nombre,
          profesorApellidos: profesores.apellidos,
          numAlumnos,
          plazasMaximas: grupos.plazasMaximas,
          plazasMinimas: grupos.plazasMinimas,
          ofertas: ofertasVivas,
          enEspera,
          total: sql<number>`(select count(*)::int from ${grupos} where ${donde ?? sql`true`})`,
        })
        .from(grupos)
        .innerJoin(niveles, eq(niveles.id, grupos.nivelId))
        .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
        .innerJoin(profesores, eq(profesores.id, grupos.profesorId))
        // `= any(array(…))`: the page's rows by primary key, whatever the planner thinks of the joins.
        .where(sql`${grupos.id} = any(array(${pagina}))`)
        .orderBy(...claves)
        .prepare(`grupos_lista_${forma}_${orden.sort}_${orden.order}`)
    );
  });
  const cuenta = preparada(db, `grupos:cuenta:${forma}`, () =>
    db.select({ total: count() }).from(grupos).where(donde).prepare(`grupos_cuenta_${forma}`),
  );
  const filas = await consulta.execute({ ...valores, ...pagina });
  const total = filas[0]?.total ?? (pagina.offset > 0 ? ((await cuenta.execute(valores))[0]?.total ?? 0) : 0);
  return {
    total,
    grupos: filas.map((f) => ({
      id: f.id,
      nombre: f.nombre,
      nivelId: f.nivelId,
      nivel: { id: f.nivelId, nombre: f.nivelNombre, orden: f.nivelOrden },
      duracion: Number(f.duracion),
      horario: f.horario,
      cuotaMensual: Number(f.cuotaMensual),
      colegioId: f.colegioId,
      colegio: { id: f.colegioId, nombre: f.colegioNombre },
      profesorId: f.profesorId,
      profesor: { id: f.profesorId, nombre: f.profesorNombre, apellidos: f.profesorApellidos },
      numAlumnos: Number(f.numAlumnos),
      plazasMaximas: f.plazasMaximas,
      plazasMinimas: f.plazasMinimas,
      plazasLibres: Math.max(0, f.plazasMaximas - Number(f.numAlumnos) - Number(f.ofertas)),
      enEspera: Number(f.enEspera),
    })),
  };
}

/** Id and name of every group in the scope, by name: what a group select needs. */
export async function listGruposOpciones(db: DbOrTx, alcance: Alcance) {
  const conAlcance = alcance !== null;
  const consulta = preparada(db, `grupos:opciones:${Number(conAlcance)}`, () =>
    db
      .select({ id: grupos.id, nombre: grupos.nombre })
      .from(grupos)
      .where(conAlcance ? eq(grupos.profesorId, sql.placeholder('alcance')) : undefined)
      .orderBy(asc(ordenEs(grupos.nombre)), asc(grupos.id))
      .prepare(`grupos_opciones_${Number(conAlcance)}`),
  );
  return consulta.execute({ alcance });
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
