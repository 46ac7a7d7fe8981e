import { useParams } from 'react-router';
import { AsistenciasPage } from '@/features/asistencias/asistencias-page';
import { useAuth } from '@/lib/auth';

/** /asistencias and /asistencias/{sesionId}/{fecha}: any staff role (a teacher only for their groups). */
export default function AsistenciasRoute() {
  const { user } = useAuth();
  const { sesionId, fecha } = useParams();
  const id = Number(sesionId);
  return (
    <AsistenciasPage
      sesionId={Number.isInteger(id) && id > 0 ? id : null}
      fecha={fecha && /^\d{4}-\d{2}-\d{2}$/.test(fecha) ? fecha : undefined}
      esProfesor={user?.rol === 'profesor'}
    />
  );
}
