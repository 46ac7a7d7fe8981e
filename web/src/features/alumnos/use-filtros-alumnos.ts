/**
 * The screen's filters live in the URL (`/alumnos?grupoId=3&estado=baja&search=ana&page=2`), so a link
 * or a reload shows the same list; `id` opens that student's dialog.
 */
import type {
  EstadoAlumno,
  FiltroObservaciones,
  ListarAlumnosInput,
} from '@escuela/shared/alumnos/alumnos.schemas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface FiltrosUrl {
  search: string;
  grupoId: string;
  estado: EstadoAlumno;
  observaciones: FiltroObservaciones;
  page: number;
}

const POR_PAGINA = 50;

export function useFiltrosAlumnos(esAdmin: boolean) {
  const [params, setParams] = useSearchParams();
  const filtros: FiltrosUrl = useMemo(
    () => ({
      search: params.get('search') ?? '',
      grupoId: params.get('grupoId') ?? '',
      estado: params.get('estado') === 'baja' ? 'baja' : 'alta',
      observaciones: (['con', 'sin'].includes(params.get('observaciones') ?? '')
        ? params.get('observaciones')
        : 'todos') as FiltroObservaciones,
      page: Math.max(1, Number(params.get('page')) || 1),
    }),
    [params],
  );
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;

  /** Changes filters (back to page 1 unless the page itself changes); empty values leave the URL. */
  const cambiar = useCallback(
    (cambios: Partial<Record<keyof FiltrosUrl | 'id', string | number | null>>) =>
      setParams(
        () => {
          // The URL as it is now: a debounced search must not undo an `id` set since it was scheduled.
          const next = new URLSearchParams(window.location.search);
          if (!('page' in cambios) && !('id' in cambios)) next.delete('page');
          for (const [k, v] of Object.entries(cambios)) {
            const defecto =
              (k === 'estado' && v === 'alta') ||
              (k === 'observaciones' && v === 'todos') ||
              (k === 'page' && v === 1);
            if (v === null || v === '' || defecto) next.delete(k);
            else next.set(k, String(v));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const consulta: ListarAlumnosInput = {
    search: filtros.search || undefined,
    grupoId: filtros.grupoId || undefined,
    estado: filtros.estado,
    observaciones: esAdmin ? filtros.observaciones : 'todos',
    page: filtros.page,
    limit: POR_PAGINA,
  };
  return { filtros, consulta, id, cambiar };
}
