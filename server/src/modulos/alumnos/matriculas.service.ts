/**
 * Keeping the enrolment history (decision 030): every write that changes a student's group or estado —
 * create, edit, import, the parents' enrolment, a baja by deletion — calls `registrarMatriculas` in its
 * own transaction, with the change's day. The rule is `cambiarMatricula`; this only loads and saves.
 */
import type { DbOrTx } from '../../db/client';
import { cambiarMatricula, diferencia } from './matriculas';
import { aplicarDiferencias, listTramosBloqueando } from './matriculas.repository';

export interface CambioMatricula {
  alumnoId: number;
  /** From `desde` on, the student is in this group; null: in none (baja, or no group). */
  grupoId: number | null;
  desde: string;
  /** A student created in this same transaction: no history to read (nor a row to lock). */
  nuevo?: boolean;
}

/**
 * Applies the changes (for one student, the last one given wins) in a few set-based statements. Answers
 * the students whose history changed.
 */
export async function registrarMatriculas(
  tx: DbOrTx,
  cambios: readonly CambioMatricula[],
  autorId: number | null,
): Promise<Set<number>> {
  if (!cambios.length) return new Set();
  const ultimos = new Map(cambios.map((c) => [c.alumnoId, c]));
  const conHistorial = [...ultimos.values()].filter((c) => !c.nuevo).map((c) => c.alumnoId);
  const historiales = await listTramosBloqueando(tx, conHistorial);
  const diferencias = [...ultimos.values()].map((c) => {
    const antes = historiales.get(c.alumnoId) ?? [];
    return {
      alumnoId: c.alumnoId,
      diferencia: diferencia(antes, cambiarMatricula(antes, c.grupoId, c.desde)),
    };
  });
  await aplicarDiferencias(tx, diferencias, autorId);
  return new Set(
    diferencias
      .filter(({ diferencia: d }) => d.borrar.length + d.cambiar.length + d.abrir.length > 0)
      .map((d) => d.alumnoId),
  );
}
