import { agendaEndpoints } from '@escuela/shared/agenda/agenda.endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const agendaKeys = { all: ['agenda'] as const };

/** GET /api/agenda: today's and the next 7 days' sessions of the user (issue 28). */
export const useAgenda = () =>
  useQuery({ queryKey: agendaKeys.all, queryFn: () => api(agendaEndpoints.get) });
