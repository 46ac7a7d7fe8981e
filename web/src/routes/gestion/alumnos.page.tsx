import { opcionesDe } from '@/components/form/selector';
import { AlumnosPage } from '@/features/alumnos/alumnos-page';
import { useGrupos } from '@/features/grupos/grupos.queries';
import { useAuth } from '@/lib/auth';

/** Composes the students screen with the groups list (GET /api/grupos, already scoped for a teacher). */
export default function AlumnosRoute() {
  const { user } = useAuth();
  const esProfesor = user?.rol === 'profesor';
  const grupos = useGrupos({}, esProfesor);
  return (
    <AlumnosPage
      esAdmin={user?.rol === 'admin'}
      esProfesor={esProfesor}
      grupos={opcionesDe(grupos.data ?? [])}
    />
  );
}
