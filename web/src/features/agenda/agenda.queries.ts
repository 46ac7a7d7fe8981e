import { agendaEndpoints } from '@escuela/shared/agenda/agenda.endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { leerAgenda } from '@/lib/dispositivo/almacen';
import { conRespaldo } from '@/lib/dispositivo/desde-dispositivo';

export const agendaKeys = { all: ['agenda'] as const };

/** GET /api/agenda (issue 28); with no connection, the copy stored on the device. */
export const useAgenda = () =>
  useQuery({
    queryKey: agendaKeys.all,
    queryFn: () => conRespaldo(() => api(agendaEndpoints.get), leerAgenda),
    networkMode: 'always',
  });
