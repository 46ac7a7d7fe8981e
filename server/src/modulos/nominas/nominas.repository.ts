/**
 * Payroll's reads (decisions 024, 030). What a teacher is paid for is defined ONCE, by `contadas`: the
 * (teacher, session) pairs of the month that are not cancelled and whose wall-clock start has come, the
 * teacher being the one whose own attendance says `asistio` (`filtrarPorAsistencia`, a substitute
 * included) or else the group's teacher. A session with a cover teacher (issue 28) is the cover teacher's:
 * without the filter it is theirs, and with it the group's teacher's own mark does not count. The rows come from one grouped query over it; the lines of a
 * teacher's dialog and of the export are the same pairs with their names.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { colegios, profesores } from '../../db/schema/index';
import { ahoraEscuela } from '../../db/reloj-escuela';
import { consultar } from '../../db/filas';
import type { ProfesorNomina, TotalesProfesor } from './calcular-nomina';

export interface RangoNomina {
  inicio: string;
  fin: string;
}

/** The counted (teacher, session) pairs as a CTE body: `profesor_id, sesion_id, fecha, colegio_id, duracion`. */
function contadas(rango: RangoNomina, filtrarPorAsistencia: boolean, profesorId?: number): SQL {
  const delProfesor = (columna: string) =>
    profesorId === undefined ? sql`` : sql`and ${sql.raw(columna)} = ${profesorId}`;
  const mes = sql`s.fecha >= ${rango.inicio}::timestamp and s.fecha < ${rango.fin}::timestamp
    and s.estado <> 'cancelada' and s.fecha <= ${ahoraEscuela()}`;
  return filtrarPorAsistencia
    ? sql`select ap.profesor_id, s.id as sesion_id, s.fecha, g.colegio_id, g.duracion
        from sesiones s
        join asistencias_profesores ap on ap.sesion_id = s.id and ap.asistio
        join grupos g on g.id = s.grupo_id
        where ${mes} ${delProfesor('ap.profesor_id')}
          and (s.profesor_sustituto_id is null or ap.profesor_id <> g.profesor_id)`
    : sql`select coalesce(s.profesor_sustituto_id, g.profesor_id) as profesor_id, s.id as sesion_id, s.fecha,
          g.colegio_id, g.duracion
        from sesiones s
        join grupos g on g.id = s.grupo_id
        where ${mes} ${delProfesor('coalesce(s.profesor_sustituto_id, g.profesor_id)')}`;
}

interface FilaTotales {
  id: number;
  nombre: string;
  apellidos: string;
  salario: string | number;
  desplazamiento: ProfesorNomina['desplazamiento'];
  deBaja: boolean;
  sesiones: number;
  mediasHoras: number;
  kmCentesimas: number;
  colegiosSinDistancia: number[] | string;
  sesionesSinConfirmar: number;
}

/**
 * Every teacher's totals for the month in ONE grouped query: counted sessions, half hours, and for the
 * '0.08' teachers the km of the distinct (day, school) round trips and the schools lacking a distance.
 * Only teachers with a counted session; inactive ones only with `incluirProfesoresBaja`.
 */
export async function listTotalesNomina(
  db: DbOrTx,
  rango: RangoNomina,
  opciones: OpcionesTotales,
): Promise<(TotalesProfesor & { direccion: string })[]> {
  const filas = await consultar<FilaTotales & { direccion: string }>(
    db,
    consultaTotalesNomina(rango, opciones),
  );
  return filas.map((f) => ({
    ...f,
    salario: Number(f.salario),
    sesiones: Number(f.sesiones),
    mediasHoras: Number(f.mediasHoras),
    kmCentesimas: Number(f.kmCentesimas),
    sesionesSinConfirmar: Number(f.sesionesSinConfirmar),
    colegiosSinDistancia: (typeof f.colegiosSinDistancia === 'string'
      ? (JSON.parse(f.colegiosSinDistancia) as number[])
      : f.colegiosSinDistancia
    ).sort((a, b) => a - b),
  }));
}

type OpcionesTotales = { filtrarPorAsistencia: boolean; incluirProfesoresBaja: boolean };

/** The grouped query itself (exported for EXPLAIN on the large data set, decision 030). */
export function consultaTotalesNomina(rango: RangoNomina, opciones: OpcionesTotales): SQL {
  return sql`
    with contadas as (${contadas(rango, opciones.filtrarPorAsistencia)}),
    por_profesor as (
      select profesor_id, count(*)::int as sesiones, sum(round(duracion * 2))::int as medias_horas
      from contadas group by profesor_id
    ),
    viajes as (
      select distinct c.profesor_id, c.fecha::date as dia, c.colegio_id
      from contadas c join profesores p on p.id = c.profesor_id and p.desplazamiento = '0.08'
    ),
    km as (
      select v.profesor_id,
             coalesce(sum(2 * round(d.kilometros * 100)), 0)::int as km_centesimas,
             coalesce(json_agg(distinct v.colegio_id) filter (where d.id is null), '[]'::json) as sin_distancia
      from viajes v
      left join distancias d on d.profesor_id = v.profesor_id and d.colegio_id = v.colegio_id
      group by v.profesor_id
    ),
    -- The group's teacher's sessions of the month whose time has come with no teacher attendance at all
    -- ('N sesiones sin confirmar', issue 29): what the office still has to confirm before paying.
    sin_confirmar as (
      select coalesce(s.profesor_sustituto_id, g.profesor_id) as profesor_id, count(*)::int as sesiones
      from sesiones s
      join grupos g on g.id = s.grupo_id
      where s.fecha >= ${rango.inicio}::timestamp and s.fecha < ${rango.fin}::timestamp
        and s.estado <> 'cancelada' and s.fecha <= ${ahoraEscuela()}
        and not exists (select 1 from asistencias_profesores ap where ap.sesion_id = s.id)
      group by 1
    )
    select p.id, p.nombre, p.apellidos, p.direccion, p.salario, p.desplazamiento,
           p.fecha_baja is not null as "deBaja", pp.sesiones, pp.medias_horas as "mediasHoras",
           coalesce(k.km_centesimas, 0) as "kmCentesimas",
           coalesce(k.sin_distancia, '[]'::json) as "colegiosSinDistancia",
           coalesce(sc.sesiones, 0) as "sesionesSinConfirmar"
    from por_profesor pp
    join profesores p on p.id = pp.profesor_id
    left join km k on k.profesor_id = pp.profesor_id
    left join sin_confirmar sc on sc.profesor_id = pp.profesor_id
    where ${opciones.incluirProfesoresBaja} or p.fecha_baja is null`;
}

/** One teacher's record for payroll (to tell an unknown teacher from one with no sessions). */
export async function findProfesorNomina(db: DbOrTx, id: number) {
  const [p] = await db
    .select({ id: profesores.id, fechaBaja: profesores.fechaBaja })
    .from(profesores)
    .where(eq(profesores.id, id));
  return p && { id: p.id, deBaja: p.fechaBaja !== null };
}

export interface LineaNomina {
  profesorId: number;
  id: number;
  fecha: string;
  estado: 'planificada' | 'completada' | 'cancelada' | 'no_asignable';
  nombreGrupo: string;
  nombreColegio: string;
  nombreActividad: string | null;
  observaciones: string | null;
  /** The teacher's own attendance at the session; null when none is recorded. */
  asistencia: boolean | null;
}

/**
 * The sessions each teacher's row counted (the same `contadas`), in date order, with what the dialog and
 * the export show; `profesorId` narrows to that teacher.
 */
export async function listLineasNomina(
  db: DbOrTx,
  rango: RangoNomina,
  filtrarPorAsistencia: boolean,
  profesorId?: number,
): Promise<LineaNomina[]> {
  return consultar<LineaNomina>(
    db,
    sql`
    with contadas as (${contadas(rango, filtrarPorAsistencia, profesorId)})
    select c.profesor_id as "profesorId", s.id, to_char(s.fecha, 'YYYY-MM-DD HH24:MI:SS') as fecha, s.estado,
           g.nombre as "nombreGrupo", co.nombre as "nombreColegio", a.titulo as "nombreActividad",
           s.observaciones, ap.asistio as asistencia
    from contadas c
    join sesiones s on s.id = c.sesion_id
    join grupos g on g.id = s.grupo_id
    join colegios co on co.id = g.colegio_id
    left join actividades a on a.id = s.actividad_id
    left join asistencias_profesores ap on ap.sesion_id = s.id and ap.profesor_id = c.profesor_id
    order by c.profesor_id, s.fecha, s.id`,
  );
}

export async function listColegiosPorId(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: colegios.id, nombre: colegios.nombre, direccion: colegios.direccion })
    .from(colegios)
    .where(inArray(colegios.id, ids));
}
