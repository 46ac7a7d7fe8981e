/**
 * The enrolment history's one rule (decision 030), pure: "from day `desde` on, the student is in group G"
 * (or in no group: baja, or no group). A move, a baja or an alta rewrites the history from that day on:
 * enrolments that start on or after it go, the one running then ends that day, G's starts that day. When
 * the student stays in G (an open enrolment in G already), the day corrects when that enrolment started
 * (earlier or later), and what it now covers is taken from the others. The service turns the difference
 * into three set-based statements.
 */
import type { Matricula } from '@escuela/shared';

export interface Tramo extends Matricula {
  /** The row's id; absent for a new one. */
  id?: number;
}

/** The history after the change, in date order. Never two enrolments at once, at most one open. */
export function cambiarMatricula(
  historial: readonly Tramo[],
  grupoId: number | null,
  desde: string,
): Tramo[] {
  const abierta = historial.find((t) => t.hasta === null);
  const corrige = grupoId !== null && abierta?.grupoId === grupoId;
  const resultado: Tramo[] = [];
  for (const t of historial) {
    if ((corrige && t === abierta) || t.desde >= desde) continue;
    resultado.push(t.hasta === null || t.hasta > desde ? { ...t, hasta: desde } : { ...t });
  }
  if (grupoId !== null) {
    const id = corrige ? abierta?.id : undefined;
    resultado.push({ ...(id !== undefined ? { id } : {}), grupoId, desde, hasta: null });
  }
  return resultado.sort((a, b) => (a.desde < b.desde ? -1 : a.desde > b.desde ? 1 : 0));
}

export interface DiferenciaMatriculas {
  /** Rows to delete. */
  borrar: number[];
  /** Rows whose dates change. */
  cambiar: { id: number; desde: string; hasta: string | null }[];
  /** New rows. */
  abrir: { grupoId: number; desde: string }[];
}

/** What turns `antes` into `despues` (as `cambiarMatricula` returns it): rows gone, dates changed, new rows. */
export function diferencia(antes: readonly Tramo[], despues: readonly Tramo[]): DiferenciaMatriculas {
  const quedan = new Map(despues.filter((t) => t.id !== undefined).map((t) => [t.id!, t]));
  const cambiada = (t: Tramo) => {
    const d = quedan.get(t.id!);
    return d !== undefined && (d.desde !== t.desde || d.hasta !== t.hasta);
  };
  return {
    borrar: antes.filter((t) => t.id !== undefined && !quedan.has(t.id)).map((t) => t.id!),
    cambiar: antes
      .filter((t) => t.id !== undefined && cambiada(t))
      .map((t) => {
        const d = quedan.get(t.id!)!;
        return { id: t.id!, desde: d.desde, hasta: d.hasta };
      }),
    abrir: despues.filter((t) => t.id === undefined).map((t) => ({ grupoId: t.grupoId, desde: t.desde })),
  };
}

/** A student's group and estado, as `alumnos` stores them. */
export interface EstadoAlumno {
  grupoId: number | null;
  estado: 'alta' | 'baja';
}

/** The group a student is enrolled in: theirs while in alta, none in baja. */
const grupoMatriculado = (a: EstadoAlumno) => (a.estado === 'alta' ? a.grupoId : null);

/**
 * What an edit (create: `antes` null) means for the history: nothing when neither the enrolled group
 * changes nor a day is given; else "from `desde` (today when not given), in this group or in none".
 */
export function cambioPorEdicion(
  antes: EstadoAlumno | null,
  despues: EstadoAlumno,
  desde: string | null | undefined,
  hoy: string,
): { grupoId: number | null; desde: string } | null {
  const grupo = grupoMatriculado(despues);
  const cambia = antes === null ? grupo !== null : grupoMatriculado(antes) !== grupo;
  if (!cambia && !desde) return null;
  return { grupoId: grupo, desde: desde || hoy };
}
