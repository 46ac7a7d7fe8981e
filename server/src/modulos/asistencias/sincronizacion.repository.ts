/**
 * The set-based reads and writes of a batch of offline marks (decision 049): a handful of statements for
 * any number of marks. The marks travel as ONE jsonb parameter read with `jsonb_to_recordset`.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultar } from '../../db/filas';
import { ahoraEscuela } from '../../db/reloj-escuela';
import { enListaIds } from '../../db/lista-ids';
import { dentroDeMatricula } from '../../db/sesiones-que-cuentan';

export interface MarcaAAplicar {
  id: string;
  sesionId: number;
  alumnoId: number | null;
  profesorId: number | null;
  asistio: boolean;
  justificada: boolean;
  nota: string | null;
  hechaEn: string;
}

const comoJson = (marcas: MarcaAAplicar[]) =>
  JSON.stringify(
    marcas.map((m) => ({
      id: m.id,
      sesion_id: m.sesionId,
      alumno_id: m.alumnoId,
      profesor_id: m.profesorId,
      asistio: m.asistio,
      justificada: m.asistio ? false : m.justificada,
      nota: m.nota,
      hecha_en: m.hechaEn,
    })),
  );

const RECORDSET = sql.raw(`m(id uuid, sesion_id int, alumno_id int, profesor_id int, asistio boolean,
  justificada boolean, nota text, hecha_en timestamptz)`);

/** The (alumno, sesión) pairs among those asked where the student belongs to the session (enrolled that day, or already marked). */
export async function listAlumnosDeSesiones(db: DbOrTx, pares: { alumnoId: number; sesionId: number }[]) {
  if (pares.length === 0) return [];
  const json = JSON.stringify(pares.map((p) => ({ alumno_id: p.alumnoId, sesion_id: p.sesionId })));
  return consultar<{ alumnoId: number; sesionId: number }>(
    db,
    sql`select p.alumno_id as "alumnoId", p.sesion_id as "sesionId"
      from jsonb_to_recordset(${json}::jsonb) as p(alumno_id int, sesion_id int)
      where exists (select 1 from matriculas m join sesiones s on s.id = p.sesion_id and ${dentroDeMatricula('s', 'm')}
                    where m.alumno_id = p.alumno_id)
         or exists (select 1 from asistencias x where x.sesion_id = p.sesion_id and x.alumno_id = p.alumno_id)`,
  );
}

export async function listProfesoresExistentes(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const filas = await consultar<{ id: number }>(
    db,
    sql`select id from profesores where ${enListaIds(sql`id`, ids)}`,
  );
  return filas.map((f) => Number(f.id));
}

/**
 * Records every mark of the batch not seen before (as `superada` until applied) and answers the ids that
 * were new: a mark id already stored is a replay (`repetida`).
 */
export async function insertMarcasNuevas(db: DbOrTx, marcas: MarcaAAplicar[], usuarioId: number) {
  const filas = await consultar<{ id: string }>(
    db,
    sql`insert into marcas_asistencia (id, sesion_id, alumno_id, profesor_id, asistio, justificada, nota, hecha_en,
          resultado, usuario_id)
        select m.id, m.sesion_id, m.alumno_id, m.profesor_id, m.asistio, m.justificada, m.nota,
               least(m.hecha_en, now()), 'superada', ${usuarioId}
        from jsonb_to_recordset(${comoJson(marcas)}::jsonb) as ${RECORDSET}
        on conflict (id) do nothing
        returning id`,
  );
  return new Set(filas.map((f) => f.id));
}

/**
 * Applies the marks (at most one per student and session: the caller keeps the latest of the batch) where
 * no later mark is stored; answers the ids applied. A mark from the future counts as made now.
 */
export async function aplicarMarcasAlumnos(db: DbOrTx, marcas: MarcaAAplicar[]) {
  if (marcas.length === 0) return [];
  const filas = await consultar<{ alumnoId: number; sesionId: number }>(
    db,
    sql`insert into asistencias as a (alumno_id, grupo_id, sesion_id, fecha_sesion, asistio, justificada,
          observaciones, marcada_en)
        select m.alumno_id, s.grupo_id, m.sesion_id, s.fecha, m.asistio, m.justificada, m.nota,
               least(m.hecha_en, now())
        from jsonb_to_recordset(${comoJson(marcas)}::jsonb) as ${RECORDSET}
        join sesiones s on s.id = m.sesion_id
        on conflict (alumno_id, sesion_id) do update set
          asistio = excluded.asistio,
          justificada = excluded.justificada,
          observaciones = case when excluded.observaciones is null then a.observaciones
                               else nullif(excluded.observaciones, '') end,
          marcada_en = excluded.marcada_en,
          updated_at = now()
        where a.marcada_en < excluded.marcada_en
        returning a.alumno_id as "alumnoId", a.sesion_id as "sesionId"`,
  );
  const aplicadas = new Set(filas.map((f) => `${f.alumnoId}:${f.sesionId}`));
  return marcas.filter((m) => aplicadas.has(`${m.alumnoId}:${m.sesionId}`)).map((m) => m.id);
}

/** The same for teachers' own attendance. */
export async function aplicarMarcasProfesores(db: DbOrTx, marcas: MarcaAAplicar[]) {
  if (marcas.length === 0) return [];
  const filas = await consultar<{ profesorId: number; sesionId: number }>(
    db,
    sql`insert into asistencias_profesores as a (sesion_id, profesor_id, asistio, marcada_en)
        select m.sesion_id, m.profesor_id, m.asistio, least(m.hecha_en, now())
        from jsonb_to_recordset(${comoJson(marcas)}::jsonb) as ${RECORDSET}
        on conflict (sesion_id, profesor_id) do update set
          asistio = excluded.asistio, marcada_en = excluded.marcada_en, updated_at = now()
        where a.marcada_en < excluded.marcada_en
        returning a.profesor_id as "profesorId", a.sesion_id as "sesionId"`,
  );
  const aplicadas = new Set(filas.map((f) => `${f.profesorId}:${f.sesionId}`));
  return marcas.filter((m) => aplicadas.has(`${m.profesorId}:${m.sesionId}`)).map((m) => m.id);
}

export async function marcarAplicadas(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(
    sql`update marcas_asistencia set resultado = 'aplicada'
        where id in (select (value)::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`,
  );
}

/** Every planificada session of the list whose time has come becomes completada (attendance was taken). */
export async function completarSesionesQueHanLlegado(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db.execute(
    sql`update sesiones set estado = 'completada'
        where ${enListaIds(sql`id`, ids)} and estado = 'planificada' and fecha <= ${ahoraEscuela()}`,
  );
}
