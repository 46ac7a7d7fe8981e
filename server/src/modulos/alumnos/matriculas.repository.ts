/**
 * The enrolment history's reads and writes (decision 030): set-based, whatever the number of students
 * (one student's edit and a 5,000-row import run the same statements).
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alumnos, matriculas } from '../../db/schema/index';
import { insertarMuchas } from '../../db/insercion-masiva';
import type { DiferenciaMatriculas, Tramo } from './matriculas';

const LOTE = 2000;

/**
 * A list of ids as ONE json parameter (`col in (select …)`): thousands of bound parameters cost seconds
 * per statement on the embedded database (db/insercion-masiva.ts).
 */
const enLista = (columna: SQL, ids: number[]) =>
  sql`${columna} in (select (value)::int from json_array_elements_text(${JSON.stringify(ids)}::json))`;

/**
 * The students' whole histories, locking their rows first (`for update`), so two writes to one student
 * cannot both rewrite the history they read.
 */
export async function listTramosBloqueando(db: DbOrTx, alumnoIds: number[]) {
  const porAlumno = new Map<number, Tramo[]>();
  for (let i = 0; i < alumnoIds.length; i += LOTE) {
    const ids = alumnoIds.slice(i, i + LOTE);
    await db
      .select({ id: alumnos.id })
      .from(alumnos)
      .where(enLista(sql`${alumnos.id}`, ids))
      .for('update');
    const filas = await db
      .select({
        id: matriculas.id,
        alumnoId: matriculas.alumnoId,
        grupoId: matriculas.grupoId,
        desde: matriculas.desde,
        hasta: matriculas.hasta,
      })
      .from(matriculas)
      .where(enLista(sql`${matriculas.alumnoId}`, ids))
      .orderBy(asc(matriculas.alumnoId), asc(matriculas.desde));
    for (const { alumnoId, ...t } of filas) porAlumno.set(alumnoId, [...(porAlumno.get(alumnoId) ?? []), t]);
  }
  return porAlumno;
}

/** Every student's difference in three statements per kind: deletes, date changes, new rows. */
export async function aplicarDiferencias(
  db: DbOrTx,
  diferencias: { alumnoId: number; diferencia: DiferenciaMatriculas }[],
  autorId: number | null,
) {
  const borrar = diferencias.flatMap((d) => d.diferencia.borrar);
  const cambiar = diferencias.flatMap((d) => d.diferencia.cambiar);
  const abrir = diferencias.flatMap((d) =>
    d.diferencia.abrir.map((a) => ({ alumnoId: d.alumnoId, grupoId: a.grupoId, desde: a.desde, autorId })),
  );
  // Deletes and closes first: the new open enrolment must not meet the one it replaces.
  for (let i = 0; i < borrar.length; i += LOTE) {
    await db.delete(matriculas).where(enLista(sql`${matriculas.id}`, borrar.slice(i, i + LOTE)));
  }
  for (let i = 0; i < cambiar.length; i += LOTE) {
    const json = JSON.stringify(cambiar.slice(i, i + LOTE));
    await db.execute(sql`
      update ${matriculas} set desde = v.desde, hasta = v.hasta, modificada_por_id = ${autorId},
        updated_at = now()
      from json_to_recordset(${json}::json) as v(id int, desde date, hasta date)
      where ${matriculas.id} = v.id`);
  }
  if (abrir.length) await insertarMuchas(db, matriculas, abrir);
}
