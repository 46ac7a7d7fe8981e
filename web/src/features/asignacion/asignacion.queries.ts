import { asignacionEndpoints } from '@escuela/shared/asignacion/asignacion.endpoints';
import { mensajesAsignacion, type RangoAsignacion } from '@escuela/shared/asignacion/asignacion.schemas';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

/** The result toasts are the component's (they stay 5000 ms and list the errors). Assigning or removing changes the sessions (activity, state, needs), the periods' used quantities and the dashboards. */
const INVALIDA = ['sesiones', 'materiales-periodo', 'dashboard'] as const satisfies readonly Recurso[];

export type AccionAsignacion = 'asignar' | 'removerActividades' | 'removerMaterialesPeriodo';

export const ACCIONES: Record<
  AccionAsignacion,
  { boton: string; confirmar: string; ocupado: string; error: string }
> = {
  asignar: {
    boton: 'Asignar actividades',
    confirmar:
      '¿Está seguro de asignar actividades a las sesiones planificadas sin actividad del rango seleccionado?',
    ocupado: 'Asignando...',
    error: mensajesAsignacion.errorAsignar,
  },
  removerActividades: {
    boton: 'Remover actividades',
    confirmar:
      '¿Está seguro de remover las actividades de las sesiones planificadas del rango seleccionado? El material se devolverá a sus periodos.',
    ocupado: 'Removiendo...',
    error: mensajesAsignacion.errorRemover,
  },
  removerMaterialesPeriodo: {
    boton: 'Remover materiales del periodo',
    confirmar:
      '¿Está seguro de eliminar los periodos de materiales que se solapan con el rango seleccionado? Esta acción no se puede deshacer.',
    ocupado: 'Removiendo...',
    error: mensajesAsignacion.errorRemoverMateriales,
  },
};

export const useAccionAsignacion = () =>
  useMutacion({
    mutationFn: ({ accion, rango }: { accion: AccionAsignacion; rango: RangoAsignacion }) =>
      api(asignacionEndpoints[accion], { body: rango }),
    invalida: INVALIDA,
    error: null,
  });
