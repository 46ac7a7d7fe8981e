/** A student's consents and safeguarding data for the staff (decisions 043, 044). */
import { consentimientosEndpoints } from '@escuela/shared/consentimientos/consentimientos.endpoints';
import type { SalvaguardaInput } from '@escuela/shared/consentimientos/consentimientos.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useMutacion } from '@/lib/use-mutacion';

/** A student's consents and safeguarding data (staff), under the students' root key. */
const claves = {
  deAlumno: (id: number) => ['alumnos', 'consentimientos', id] as const,
  salvaguarda: (id: number) => ['alumnos', 'salvaguarda', id] as const,
};

export const useConsentimientosAlumno = (id: number | null) =>
  useQuery({
    queryKey: claves.deAlumno(id ?? 0),
    queryFn: () => api(consentimientosEndpoints.deAlumno, { params: { id: id! } }),
    enabled: id !== null,
  });

export const useSalvaguardaAlumno = (id: number | null) =>
  useQuery({
    queryKey: claves.salvaguarda(id ?? 0),
    queryFn: () => api(consentimientosEndpoints.salvaguarda, { params: { id: id! } }),
    enabled: id !== null,
  });

export const useGuardarSalvaguardaAlumno = (id: number) =>
  useMutacion({
    mutationFn: (body: SalvaguardaInput) =>
      api(consentimientosEndpoints.guardarSalvaguarda, { params: { id }, body }),
    invalida: ['alumnos', 'asistencias'],
    exito: 'Datos de salud y recogida guardados',
    error: 'No se pudieron guardar los datos',
  });
