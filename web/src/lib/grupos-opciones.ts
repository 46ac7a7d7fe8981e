/**
 * The groups of a select (GET /api/grupos/opciones): id and name of every group the user may see (a
 * teacher's own), never the /grupos table's rows. Every screen with a group select uses this one hook,
 * so they share one cache entry under the 'grupos' root, which every change to groups makes stale.
 */
import { gruposEndpoints } from '@escuela/shared/grupos/grupos.endpoints';
import { useQuery } from '@tanstack/react-query';
import { opcionesDe } from '@/components/form/selector';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { TEACHER_STALE_TIME } from '@/lib/query-client';

export const claveOpcionesGrupos = ['grupos', 'opciones'] as const satisfies [Recurso, ...string[]];

/** The options as `Opcion`s for `Selector`; a teacher's are fresh for 30 s (spec §9). */
export const useOpcionesGrupos = ({ esProfesor = false }: { esProfesor?: boolean } = {}) =>
  useQuery({
    queryKey: claveOpcionesGrupos,
    queryFn: () => api(gruposEndpoints.opciones),
    select: opcionesDe,
    ...(esProfesor ? { staleTime: TEACHER_STALE_TIME } : {}),
  });
