/**
 * "Attendance follows time" in SQL (DESIGN.md §4, decision 030), the same conditions as the shared pure
 * rules `sesionMarcable` and `cuentaParaAlumno`: a session counts for a student when it is not cancelled,
 * its wall-clock start has come, and it falls inside one of the student's enrolments in its group
 * (`desde` ≤ its day < `hasta`). Every count of presences and absences joins through these fragments.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ahoraEscuela } from './reloj-escuela';

/** Session alias `s` has started and is not cancelled. */
export const sesionPasada = (s: string): SQL =>
  sql`${sql.raw(`${s}.estado <> 'cancelada' and ${s}.fecha`)} <= ${ahoraEscuela()}`;

/** Session alias `s` falls inside enrolment alias `m` (its group, on or after `desde`, before `hasta`). */
export const dentroDeMatricula = (s: string, m: string): SQL =>
  sql.raw(
    `${s}.grupo_id = ${m}.grupo_id and ${s}.fecha >= ${m}.desde and (${m}.hasta is null or ${s}.fecha < ${m}.hasta)`,
  );

/** Join condition of `sesiones` onto `matriculas` (the tables by name): the sessions that count. */
export const sesionQueCuenta: SQL = sql`${dentroDeMatricula('sesiones', 'matriculas')} and ${sesionPasada('sesiones')}`;
