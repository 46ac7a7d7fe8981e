import { AlumnosPage } from '@/features/alumnos/alumnos-page';
import { useAuth } from '@/lib/auth';
import { useOpcionesGrupos } from '@/lib/grupos-opciones';

/** Composes the students screen with the group options (GET /api/grupos/opciones, a teacher's own). */
export default function AlumnosRoute() {
  const { user } = useAuth();
  const esProfesor = user?.rol === 'profesor';
  const grupos = useOpcionesGrupos({ esProfesor });
  return <AlumnosPage esAdmin={user?.rol === 'admin'} esProfesor={esProfesor} grupos={grupos.data ?? []} />;
}
