/**
 * What one cell of the attendance report says (DESIGN.md §4, issue 29, decision 030), pure: ✓ attended,
 * X absent, J absent with a justification, and blank when the session has not begun yet or falls outside
 * the student's enrolment in the group. Inside the enrolment, a past session without a record is ✓
 * (spec §2: no record means present).
 */
import { cuentaParaAlumno, textosReporte as t, type Matricula } from '@escuela/shared';

export type MarcaReporte = typeof t.asistio | typeof t.falta | typeof t.justificada | '';

export function marcaReporte(
  sesion: { grupoId: number; fecha: string; estado: string },
  matriculas: readonly Matricula[],
  registro: { asistio: boolean; justificada: boolean } | undefined,
  ahora: string,
): MarcaReporte {
  if (!cuentaParaAlumno(sesion, matriculas, ahora)) return '';
  if (!registro || registro.asistio) return t.asistio;
  return registro.justificada ? t.justificada : t.falta;
}
