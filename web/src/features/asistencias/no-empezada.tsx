/**
 * A session whose start has not come cannot be marked (DESIGN.md §4): the reason, shown once, and the id
 * every disabled control points to (`aria-describedby`). The server refuses such marks anyway (409).
 */
import { mensajesAsistencia } from '@escuela/shared/asistencias/asistencias.schemas';
import { sesionMarcable } from '@escuela/shared/asistencias/reglas';
import { useAhoraEscuela } from '@/lib/use-ahora-escuela';
import { cn } from '@/lib/utils';

/** The reason a session (its ISO time) cannot be marked yet, or null once it has begun. */
export function useSesionNoEmpezada(fecha: string | undefined): string | null {
  const ahora = useAhoraEscuela();
  return fecha && !sesionMarcable(fecha, ahora) ? `${mensajesAsistencia.sesionNoEmpezada(fecha)}.` : null;
}

export function AvisoNoEmpezada({ id, texto, className }: { id: string; texto: string; className?: string }) {
  return (
    <p id={id} role="status" className={cn('text-sm text-amber-900', className)}>
      {texto}
    </p>
  );
}
