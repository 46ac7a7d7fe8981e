/**
 * Attendance follows time (DESIGN.md §4, decision 030): a session can be marked once its wall-clock start
 * has come, and a student's presences and absences count only the past, non-cancelled sessions of a group
 * that fall inside one of their enrolments in it. Pure rules over school wall-clock texts, so the server,
 * the screens and the tests decide the same way; the SQL of the counts applies these same conditions.
 */
import { normalizarFechaHora } from '../sesiones/fechas';

/** One enrolment of a student in a group: calendar days, `desde` included, `hasta` excluded (null = open). */
export interface Matricula {
  grupoId: number;
  desde: string;
  hasta: string | null;
}

/** What the database stores and sends ('yyyy-MM-dd HH:mm:ss'): compared as text, no parsing. */
const ALMACENADA = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const enTexto = (valor: string) => (ALMACENADA.test(valor) ? valor : normalizarFechaHora(valor));

/**
 * Whether the session's start has come at `ahora` (both school wall-clock, 'yyyy-MM-dd HH:mm[:ss]' or the
 * API's ISO ending in Z). Either value unreadable → false: nothing is marked on a time nobody can read.
 */
export function sesionMarcable(fechaSesion: string, ahora: string): boolean {
  const sesion = enTexto(fechaSesion);
  const reloj = enTexto(ahora);
  return sesion !== null && reloj !== null && sesion <= reloj;
}

/** Whether day `dia` (yyyy-MM-dd) of group `grupoId` falls inside one of the enrolments. */
export function enMatricula(dia: string, grupoId: number, matriculas: readonly Matricula[]): boolean {
  return matriculas.some(
    (m) => m.grupoId === grupoId && m.desde <= dia && (m.hasta === null || dia < m.hasta),
  );
}

/**
 * Whether a session counts for a student (their presences and absences, the parents' counts, the report's
 * marks): not cancelled, its start has come, and on a day the student was enrolled in its group.
 */
export function cuentaParaAlumno(
  sesion: { grupoId: number; fecha: string; estado: string },
  matriculas: readonly Matricula[],
  ahora: string,
): boolean {
  if (sesion.estado === 'cancelada' || !sesionMarcable(sesion.fecha, ahora)) return false;
  const dia = enTexto(sesion.fecha)!.slice(0, 10);
  return enMatricula(dia, sesion.grupoId, matriculas);
}
