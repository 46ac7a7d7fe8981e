/** The office's list of pending consents (decision 043). */
import { consentimientosEndpoints } from '@escuela/shared/consentimientos/consentimientos.endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Under the students' root: a change to a student or a family's decision refreshes it. */
export const usePendientesConsentimiento = () =>
  useQuery({
    queryKey: ['alumnos', 'consentimientos-pendientes'] as const,
    queryFn: () => api(consentimientosEndpoints.pendientes),
  });
