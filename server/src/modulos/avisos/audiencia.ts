/**
 * Who a notice goes to (decision 038), as a pure rule over candidates the repository loads (it narrows
 * them by the destination in SQL; this decides):
 * - families: an active family account with a child in alta in a group of the destination (a school's
 *   notice also reaches the families registered in that school with no child enrolled yet; «todos»,
 *   every active family);
 * - teachers, when asked: those still active who teach a group of the destination («todos»: all);
 * - each address once (a teacher who is also a parent gets it once, as a family: the portal shows it).
 */
import type { TipoDestino } from '@escuela/shared';

export interface Destino {
  tipo: TipoDestino;
  id: number | null;
}

/** Where a child or a group sits. */
export interface Ubicacion {
  grupoId: number;
  nivelId: number;
  colegioId: number;
}

export interface FamiliaCandidata {
  usuarioId: number;
  email: string;
  activa: boolean;
  /** The school the family registered in. */
  colegioId: number | null;
  /** Their children in alta with a group. */
  hijos: Ubicacion[];
}

export interface ProfesorCandidato {
  usuarioId: number | null;
  email: string;
  /** No leave date, or one still ahead. */
  activo: boolean;
  grupos: Ubicacion[];
}

export interface Destinatario {
  tipo: 'familia' | 'profesor';
  usuarioId: number | null;
  email: string;
}

const enDestino = (u: Ubicacion, d: Destino) =>
  d.tipo === 'todos' ||
  (d.tipo === 'grupo' && u.grupoId === d.id) ||
  (d.tipo === 'nivel' && u.nivelId === d.id) ||
  (d.tipo === 'colegio' && u.colegioId === d.id);

export function elegirDestinatarios(
  destino: Destino,
  incluirProfesores: boolean,
  familias: readonly FamiliaCandidata[],
  profesores: readonly ProfesorCandidato[],
): Destinatario[] {
  const porEmail = new Map<string, Destinatario>();
  for (const f of familias) {
    if (!f.activa) continue;
    const alcanza =
      destino.tipo === 'todos' ||
      f.hijos.some((h) => enDestino(h, destino)) ||
      (destino.tipo === 'colegio' && f.colegioId === destino.id && f.hijos.length === 0);
    const email = f.email.toLowerCase();
    if (alcanza && !porEmail.has(email))
      porEmail.set(email, { tipo: 'familia', usuarioId: f.usuarioId, email });
  }
  if (incluirProfesores) {
    for (const p of profesores) {
      if (!p.activo || (destino.tipo !== 'todos' && !p.grupos.some((g) => enDestino(g, destino)))) continue;
      const email = p.email.toLowerCase();
      if (!porEmail.has(email)) porEmail.set(email, { tipo: 'profesor', usuarioId: p.usuarioId, email });
    }
  }
  return [...porEmail.values()];
}
