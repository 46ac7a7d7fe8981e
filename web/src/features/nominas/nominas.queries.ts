import { distanciasEndpoints } from '@escuela/shared/distancias/distancias.endpoints';
import type { CrearDistancia } from '@escuela/shared/distancias/distancias.schemas';
import { nominasEndpoints } from '@escuela/shared/nominas/nominas.endpoints';
import type { NominasQuery } from '@escuela/shared/nominas/nominas.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';
import { consultaNominas } from './meses';

const nominasKeys = {
  all: ['nominas'] as const,
  list: (f: NominasQuery) => [...nominasKeys.all, 'list', f] as const,
  sesiones: (f: NominasQuery, profesorId: number) => [...nominasKeys.all, 'sesiones', f, profesorId] as const,
};

export const useNominas = (f: NominasQuery) =>
  useQuery({
    queryKey: nominasKeys.list(f),
    queryFn: () => api(nominasEndpoints.list, { query: consultaNominas(f) }),
  });

/**
 * 'Calcular Nóminas': the rows (put in the list's cache, so the table shows them at once) and the
 * missing distances, if any.
 */
export function useCalcularNominas() {
  const qc = useQueryClient();
  return async (f: NominasQuery) => {
    const calculo = await api(nominasEndpoints.calcular, { query: consultaNominas(f) });
    qc.setQueryData(nominasKeys.list(f), calculo.nominas);
    return calculo.distanciasRequeridas ?? [];
  };
}

/** Reloads every payroll list (after the missing distances were asked). */
export function useRecargarNominas() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: nominasKeys.all });
}

export const useSesionesProfesor = (f: NominasQuery, profesorId: number | null) =>
  useQuery({
    queryKey: nominasKeys.sesiones(f, profesorId ?? 0),
    queryFn: () =>
      api(nominasEndpoints.sesionesProfesor, { query: { ...consultaNominas(f), profesorId: profesorId! } }),
    enabled: profesorId !== null,
  });

/** The payroll's distance dialog: its error shows inside the dialog. */
export const useGuardarDistanciaRequerida = () =>
  useMutacion({
    mutationFn: (datos: CrearDistancia) => api(distanciasEndpoints.create, { body: datos }),
    invalida: MUESTRAN.distancias,
    exito: 'Distancia personalizada creada correctamente',
    error: null,
  });
