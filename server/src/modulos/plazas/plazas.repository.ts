/**
 * Places and waiting lists (decision 047): the only SQL of the module. A transaction that gives or offers
 * a place first locks the group's row (`bloquearGrupos`), then counts; every such writer takes the same
 * lock, so two of them never both see the last place free.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { insertarMuchas } from '../../db/insercion-masiva';
import { consultar } from '../../db/filas';
import { enListaIds } from '../../db/lista-ids';
import { ordenEs } from '../../db/texto-sql';
import {
  ajustesEscuela,
  alumnos,
  bajasSolicitadas,
  clasesPrueba,
  colegios,
  grupos,
  listaEspera,
  listaEsperaHistorial,
  niveles,
  padres,
  sesiones,
  usuarios,
} from '../../db/schema/index';
import { ahoraEscuela } from '../../db/reloj-escuela';

export type EstadoEspera = (typeof listaEspera.$inferSelect)['estado'];

/** Locks the groups' rows (in id order, so two writers never wait on each other crosswise). */
export async function bloquearGrupos(tx: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const filas = await tx
    .select({ id: grupos.id })
    .from(grupos)
    .where(inArray(grupos.id, [...ids]))
    .orderBy(grupos.id)
    .for('update');
  return filas.map((f) => f.id);
}

/** A group's places now: maximum, children in alta, live offers, children waiting (no offer). */
export async function findOcupacion(tx: DbOrTx, grupoId: number) {
  return (await findOcupaciones(tx, [grupoId])).get(grupoId) ?? null;
}

/** `findOcupacion` of several groups in one statement, by group id (missing groups are absent). */
export async function findOcupaciones(tx: DbOrTx, grupoIds: readonly number[]) {
  if (grupoIds.length === 0) return new Map<number, Ocupacion>();
  const filas = await consultar<Ocupacion & { id: number }>(
    tx,
    sql`select g.id, g.plazas_maximas as maximas,
          (select count(*)::int from ${alumnos} a where a.grupo_id = g.id and a.estado = 'alta') as alta,
          (select count(*)::int from ${listaEspera} l where l.grupo_id = g.id and l.estado = 'ofrecida') as ofertas,
          (select count(*)::int from ${listaEspera} l where l.grupo_id = g.id and l.estado = 'esperando') as esperando
        from ${grupos} g where ${enListaIds(sql`g.id`, grupoIds)}`,
  );
  return new Map(filas.map(({ id, ...o }) => [id, o]));
}
export interface Ocupacion {
  maximas: number;
  alta: number;
  ofertas: number;
  esperando: number;
}

/** The group's live entries (waiting or offered), in list order. */
export async function listEsperaViva(tx: DbOrTx, grupoId: number) {
  return (await listEsperaVivaDeGrupos(tx, [grupoId])).get(grupoId) ?? [];
}

/** `listEsperaViva` of several groups in one statement, by group id (a group with none is absent). */
export async function listEsperaVivaDeGrupos(tx: DbOrTx, grupoIds: readonly number[]) {
  const filas = grupoIds.length
    ? await tx
        .select({
          id: listaEspera.id,
          grupoId: listaEspera.grupoId,
          alumnoId: listaEspera.alumnoId,
          hermano: listaEspera.hermano,
          ampa: listaEspera.ampa,
          solicitadaAt: listaEspera.solicitadaAt,
          estado: listaEspera.estado,
          orden: listaEspera.orden,
        })
        .from(listaEspera)
        .where(
          and(
            enListaIds(sql`${listaEspera.grupoId}`, grupoIds),
            inArray(listaEspera.estado, ['esperando', 'ofrecida']),
          ),
        )
        .orderBy(listaEspera.grupoId, listaEspera.orden, listaEspera.id)
    : [];
  const porGrupo = new Map<number, typeof filas>();
  for (const f of filas) porGrupo.set(f.grupoId, [...(porGrupo.get(f.grupoId) ?? []), f]);
  return porGrupo;
}

/**
 * Every live entry (waiting or offered) as (group, child), of these groups or of all: the import matches
 * waiting students by it.
 */
export async function listEsperasVivas(tx: DbOrTx, grupoIds?: readonly number[]) {
  return tx
    .select({ grupoId: listaEspera.grupoId, alumnoId: listaEspera.alumnoId })
    .from(listaEspera)
    .where(
      and(
        inArray(listaEspera.estado, ['esperando', 'ofrecida']),
        grupoIds ? enListaIds(sql`${listaEspera.grupoId}`, grupoIds) : undefined,
      ),
    );
}

/** Whether the family has a child in alta in the group, and whether it is an AMPA member. */
export async function findPrioridad(tx: DbOrTx, padreId: number, grupoId: number) {
  return (
    (await findPrioridades(tx, [{ padreId, grupoId }])).get(`${padreId}:${grupoId}`) ?? {
      hermano: false,
      ampa: false,
    }
  );
}

/**
 * `findPrioridad` of several (family, group) pairs in one statement: answers `hermano` and `ampa` by
 * 'padreId:grupoId'.
 */
export async function findPrioridades(
  tx: DbOrTx,
  pares: readonly { padreId: number; grupoId: number }[],
): Promise<Map<string, { hermano: boolean; ampa: boolean }>> {
  if (pares.length === 0) return new Map();
  const filas = await consultar<{ padreId: number; grupoId: number; hermano: boolean; ampa: boolean }>(
    tx,
    sql`select p.id as "padreId", v.g as "grupoId",
               exists(select 1 from ${alumnos} a where a.padre_id = p.id and a.grupo_id = v.g
                        and a.estado = 'alta') as hermano,
               p.socio_ampa as ampa
        from json_to_recordset(${JSON.stringify(pares.map((x) => ({ p: x.padreId, g: x.grupoId })))}::json)
               as v(p int, g int)
        join ${padres} p on p.id = v.p`,
  );
  return new Map(filas.map((f) => [`${f.padreId}:${f.grupoId}`, { hermano: f.hermano, ampa: f.ampa }]));
}

export async function insertEspera(
  tx: DbOrTx,
  fila: {
    grupoId: number;
    alumnoId: number;
    padreId: number | null;
    hermano: boolean;
    ampa: boolean;
    orden: number;
  },
) {
  const [id] = await insertEsperas(tx, [fila]);
  return id!;
}

/** Several entries in one statement; their ids in the order given. */
export async function insertEsperas(tx: DbOrTx, filas: readonly (typeof listaEspera.$inferInsert)[]) {
  if (filas.length === 0) return [];
  const nuevas = await insertarMuchas(tx, listaEspera, filas, { devolver: ['id'] });
  return nuevas.map((n) => n.id);
}

/** Writes the list's order: `ids` first to last get 1, 2, 3… (one statement). */
export async function renumerar(tx: DbOrTx, ids: readonly number[]) {
  await renumerarListas(tx, [ids]);
}

/** `renumerar` of several lists (each numbered from 1) in one statement. */
export async function renumerarListas(tx: DbOrTx, listas: readonly (readonly number[])[]) {
  const pares = listas.flatMap((ids) => ids.map((id, i) => ({ id: Number(id), n: i + 1 })));
  if (pares.length === 0) return;
  await tx.execute(
    sql`update ${listaEspera} l set orden = v.n, updated_at = now()
        from json_to_recordset(${JSON.stringify(pares)}::json) as v(id int, n int)
        where l.id = v.id and l.orden <> v.n`,
  );
}

export async function insertHistorial(
  tx: DbOrTx,
  filas: readonly {
    listaEsperaId: number;
    estado: EstadoEspera;
    orden?: number | null;
    autorId: number | null;
  }[],
) {
  if (filas.length === 0) return;
  await insertarMuchas(
    tx,
    listaEsperaHistorial,
    filas.map((f) => ({ ...f, orden: f.orden ?? null })),
  );
}

/** An entry with its group, locked; `padreId` limits it to the family's own children. */
export async function findEntrada(tx: DbOrTx, id: number, padreId?: number) {
  const [fila] = await tx
    .select({
      id: listaEspera.id,
      grupoId: listaEspera.grupoId,
      alumnoId: listaEspera.alumnoId,
      estado: listaEspera.estado,
      ofertaCaducaAt: listaEspera.ofertaCaducaAt,
    })
    .from(listaEspera)
    .innerJoin(alumnos, eq(alumnos.id, listaEspera.alumnoId))
    .where(and(eq(listaEspera.id, id), padreId === undefined ? undefined : eq(alumnos.padreId, padreId)));
  return fila ?? null;
}

/** Re-reads an entry under its row lock (after its group's lock). */
export async function bloquearEntrada(tx: DbOrTx, id: number) {
  const [fila] = await tx
    .select({ estado: listaEspera.estado, ofertaCaducaAt: listaEspera.ofertaCaducaAt })
    .from(listaEspera)
    .where(eq(listaEspera.id, id))
    .for('update');
  return fila ?? null;
}

export async function updateEstadoEspera(
  tx: DbOrTx,
  ids: readonly number[],
  estado: EstadoEspera,
  ofertaCaducaAt: Date | null = null,
) {
  if (ids.length === 0) return;
  await tx
    .update(listaEspera)
    .set({ estado, ofertaCaducaAt, updatedAt: new Date() })
    .where(inArray(listaEspera.id, [...ids]));
}

/** The child joins the group in alta (the caller records the enrolment). */
export async function ponerEnGrupo(tx: DbOrTx, alumnoId: number, grupoId: number) {
  const [antes] = await tx
    .select({ grupoId: alumnos.grupoId, estado: alumnos.estado })
    .from(alumnos)
    .where(eq(alumnos.id, alumnoId))
    .for('update');
  await tx.update(alumnos).set({ grupoId, estado: 'alta' }).where(eq(alumnos.id, alumnoId));
  return antes ?? null;
}

export async function findHorasOferta(tx: DbOrTx): Promise<number> {
  const [fila] = await tx.select({ horas: ajustesEscuela.horasOfertaPlaza }).from(ajustesEscuela);
  return fila?.horas ?? 72;
}

/** Groups with someone waiting (no offer yet): the only ones a freed place can go to. */
export async function listGruposConEspera(tx: DbOrTx): Promise<number[]> {
  const filas = await consultar<{ id: number }>(
    tx,
    sql`select distinct grupo_id as id from ${listaEspera} where estado = 'esperando'`,
  );
  return filas.map((f) => f.id);
}

/**
 * Turns the first waiting children of each locked group into offers, as many as the group has places
 * neither occupied nor offered (one statement). Answers the new offers.
 */
export async function ofrecerPlazasLibres(tx: DbOrTx, gruposIds: readonly number[], caduca: Date) {
  if (gruposIds.length === 0) return [];
  const lista = sql.raw(`array[${gruposIds.map((i) => Number(i)).join(',')}]::int[]`);
  return consultar<{ id: number }>(
    tx,
    sql`with libres as (
          select g.id, g.plazas_maximas
            - (select count(*) from ${alumnos} a where a.grupo_id = g.id and a.estado = 'alta')
            - (select count(*) from ${listaEspera} o where o.grupo_id = g.id and o.estado = 'ofrecida') as libres
          from ${grupos} g where g.id = any(${lista})
        ), elegidas as (
          select e.id from (
            select l.id, libres.libres,
                   row_number() over (partition by l.grupo_id order by l.orden, l.id) as n
            from ${listaEspera} l join libres on libres.id = l.grupo_id
            where l.estado = 'esperando' and libres.libres > 0
          ) e where e.n <= e.libres
        )
        update ${listaEspera} set estado = 'ofrecida', oferta_caduca_at = ${caduca.toISOString()}::timestamptz,
               updated_at = now()
        where id in (select id from elegidas)
        returning id`,
  );
}

/** Offers past their expiry become `caducada`; answers them. */
export async function caducarOfertas(tx: DbOrTx, ahora: Date) {
  return consultar<{ id: number }>(
    tx,
    sql`update ${listaEspera} set estado = 'caducada', updated_at = now()
        where estado = 'ofrecida' and oferta_caduca_at <= ${ahora.toISOString()}::timestamptz
        returning id`,
  );
}

/** What the offer e-mail says, and to whom. */
export async function listDetallesOfertas(tx: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const lista = sql.raw(`array[${ids.map((i) => Number(i)).join(',')}]::int[]`);
  return consultar<{
    id: number;
    email: string | null;
    alumno: string;
    grupo: string;
    caduca: Date | string;
  }>(
    tx,
    sql`select l.id, u.email, a.nombre || ' ' || a.apellidos as alumno, g.nombre as grupo,
               l.oferta_caduca_at as caduca
        from ${listaEspera} l
        join ${alumnos} a on a.id = l.alumno_id
        join ${grupos} g on g.id = l.grupo_id
        left join ${padres} p on p.id = a.padre_id
        left join ${usuarios} u on u.id = p.usuario_id
        where l.id = any(${lista})`,
  );
}

/** The office's view of a group's live list. */
export async function listEsperaDeGrupo(tx: DbOrTx, grupoId: number) {
  return consultar<{
    id: number;
    alumnoId: number;
    alumno: string;
    familia: string | null;
    solicitadaAt: Date | string;
    hermano: boolean;
    ampa: boolean;
    estado: 'esperando' | 'ofrecida';
    caduca: Date | string | null;
  }>(
    tx,
    sql`select l.id, l.alumno_id as "alumnoId", a.nombre || ' ' || a.apellidos as alumno,
               case when p.id is null then null else trim(p.nombre || ' ' || coalesce(p.apellidos, '')) end as familia,
               l.solicitada_at as "solicitadaAt", l.hermano, l.ampa, l.estado, l.oferta_caduca_at as caduca
        from ${listaEspera} l
        join ${alumnos} a on a.id = l.alumno_id
        left join ${padres} p on p.id = a.padre_id
        where l.grupo_id = ${grupoId} and l.estado in ('esperando', 'ofrecida')
        order by l.orden, l.id`,
  );
}

/** A family's live entries with their position in each group's list. */
export async function listEsperaDePadre(tx: DbOrTx, padreId: number) {
  return consultar<{
    id: number;
    grupoId: number;
    grupo: string;
    alumnoId: number;
    alumno: string;
    posicion: number;
    estado: 'esperando' | 'ofrecida';
    caduca: Date | string | null;
  }>(
    tx,
    sql`select * from (
          select l.id, l.grupo_id as "grupoId", g.nombre as grupo, l.alumno_id as "alumnoId",
                 a.nombre as alumno, a.padre_id, l.estado, l.oferta_caduca_at as caduca,
                 (row_number() over (partition by l.grupo_id order by l.orden, l.id))::int as posicion
          from ${listaEspera} l
          join ${alumnos} a on a.id = l.alumno_id
          join ${grupos} g on g.id = l.grupo_id
          where l.estado in ('esperando', 'ofrecida')
            and l.grupo_id in (select l2.grupo_id from ${listaEspera} l2 join ${alumnos} a2 on a2.id = l2.alumno_id
                                where a2.padre_id = ${padreId} and l2.estado in ('esperando', 'ofrecida'))
        ) x where x.padre_id = ${padreId}
        order by x.grupo, x.id`,
  );
}

// ---- A family's baja ----

export async function findBajaPendiente(tx: DbOrTx, alumnoId: number) {
  const [fila] = await tx
    .select({ id: bajasSolicitadas.id })
    .from(bajasSolicitadas)
    .where(and(eq(bajasSolicitadas.alumnoId, alumnoId), sql`${bajasSolicitadas.aplicadaAt} is null`));
  return fila ?? null;
}

export async function insertBaja(tx: DbOrTx, fila: typeof bajasSolicitadas.$inferInsert) {
  await tx.insert(bajasSolicitadas).values(fila);
}

/** Bajas whose effective day has come (locked, skipped when another process holds them). */
export async function reclamarBajasVencidas(tx: DbOrTx, hoy: string) {
  return consultar<{
    id: number;
    alumnoId: number;
    grupoId: number | null;
    fechaEfectiva: string;
    autorId: number | null;
  }>(
    tx,
    sql`update ${bajasSolicitadas} b set aplicada_at = now(), updated_at = now()
        where b.id in (select id from ${bajasSolicitadas} where aplicada_at is null and fecha_efectiva <= ${hoy}
                       for update skip locked)
        returning b.id, b.alumno_id as "alumnoId", b.grupo_id as "grupoId",
                  to_char(b.fecha_efectiva, 'YYYY-MM-DD') as "fechaEfectiva", b.autor_id as "autorId"`,
  );
}

/** The students of these bajas leave their group (still in it, and still in alta). */
export async function darDeBaja(tx: DbOrTx, alumnoIds: readonly number[]) {
  if (alumnoIds.length === 0) return;
  await tx
    .update(alumnos)
    .set({ estado: 'baja' })
    .where(inArray(alumnos.id, [...alumnoIds]));
}

/** The public course page: the groups of these levels with their free places, by school and name. */
export async function listPlazasDeNiveles(tx: DbOrTx, nivelesNombres: readonly string[]) {
  if (nivelesNombres.length === 0) return [];
  return tx
    .select({
      colegioId: colegios.id,
      colegio: colegios.nombre,
      id: grupos.id,
      nombre: grupos.nombre,
      horario: grupos.horario,
      plazasLibres: sql<number>`greatest(0, ${grupos.plazasMaximas}
        - (select count(*) from ${alumnos} a where a.grupo_id = ${grupos.id} and a.estado = 'alta')
        - (select count(*) from ${listaEspera} l where l.grupo_id = ${grupos.id} and l.estado = 'ofrecida'))::int`,
    })
    .from(grupos)
    .innerJoin(niveles, eq(niveles.id, grupos.nivelId))
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    .where(inArray(niveles.nombre, [...nivelesNombres]))
    .orderBy(ordenEs(colegios.nombre), colegios.id, ordenEs(grupos.nombre), grupos.id);
}

// ---- Trial classes ----

/** The session, if it is one of the group's next ones (not cancelled, later than now on the school clock). */
export async function findSesionProxima(tx: DbOrTx, sesionId: number, grupoId: number) {
  const [fila] = await consultar<{ id: number; fecha: string }>(
    tx,
    sql`select id, to_char(fecha, 'YYYY-MM-DD') as fecha from ${sesiones}
        where id = ${sesionId} and grupo_id = ${grupoId} and estado <> 'cancelada'
          and fecha > ${ahoraEscuela()}`,
  );
  return fila ?? null;
}

export async function insertPrueba(tx: DbOrTx, fila: typeof clasesPrueba.$inferInsert) {
  const [nueva] = await tx.insert(clasesPrueba).values(fila).returning({ id: clasesPrueba.id });
  return nueva!.id;
}

/** Trials whose session has ended and whose family has not been offered a place yet (claimed). */
export async function reclamarPruebasPasadas(tx: DbOrTx) {
  return consultar<{
    id: number;
    alumnoId: number;
    grupoId: number;
    padreId: number | null;
    autorId: number | null;
  }>(
    tx,
    sql`update ${clasesPrueba} p set oferta_enviada_at = now(), updated_at = now()
        from ${sesiones} s, ${alumnos} a
        where p.id in (select id from ${clasesPrueba} where oferta_enviada_at is null for update skip locked)
          and s.id = p.sesion_id and s.fecha < ${ahoraEscuela()} and a.id = p.alumno_id
        returning p.id, p.alumno_id as "alumnoId", p.grupo_id as "grupoId", a.padre_id as "padreId",
                  p.autor_id as "autorId"`,
  );
}

/** A session's trial pupils; `alcance` limits a teacher to their own groups (else none). */
export async function listPruebasDeSesion(tx: DbOrTx, sesionId: number, alcance: number | null) {
  return consultar<{ id: number; alumno: string }>(
    tx,
    sql`select p.id, a.nombre || ' ' || a.apellidos as alumno
        from ${clasesPrueba} p
        join ${alumnos} a on a.id = p.alumno_id
        join ${grupos} g on g.id = p.grupo_id
        where p.sesion_id = ${sesionId} ${alcance === null ? sql`` : sql`and g.profesor_id = ${alcance}`}
        order by a.orden_apellidos, a.orden_nombre, p.id`,
  );
}

/** The group's next sessions (not cancelled), at most `limite`, as school wall-clock text. */
export async function listSesionesProximas(tx: DbOrTx, grupoId: number, limite = 6) {
  return consultar<{ id: number; fecha: string }>(
    tx,
    sql`select id, to_char(fecha, 'YYYY-MM-DD HH24:MI:SS') as fecha from ${sesiones}
        where grupo_id = ${grupoId} and estado <> 'cancelada' and fecha > ${ahoraEscuela()}
        order by fecha limit ${limite}`,
  );
}
