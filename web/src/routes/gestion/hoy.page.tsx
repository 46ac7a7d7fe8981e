import { HoyPage } from '@/features/agenda/hoy-page';
import { useAgenda } from '@/features/agenda/agenda.queries';

/** /hoy: the teacher's day on a phone (issue 28). */
export default function HoyRoute() {
  const agenda = useAgenda();
  return (
    <HoyPage
      hoy={agenda.data?.hoy}
      sesiones={agenda.data?.sesiones}
      cargando={agenda.isPending}
      error={agenda.isError}
    />
  );
}
