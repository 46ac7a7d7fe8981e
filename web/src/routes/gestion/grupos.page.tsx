import { opcionesDe } from '@/components/form/selector';
import { useColegios } from '@/features/colegios/colegios.queries';
import { GruposPage } from '@/features/grupos/grupos-page';
import { useProfesores } from '@/features/profesores/profesores.queries';
import { useAuth } from '@/lib/auth';

/** Composes the groups screen with the school and (for the admin) teacher lists its filters and dialog use. */
export default function GruposRoute() {
  const { user } = useAuth();
  const esAdmin = user?.rol === 'admin';
  const colegios = useColegios();
  const profesores = useProfesores({ estado: 'activos' }, esAdmin);
  return (
    <GruposPage
      esAdmin={esAdmin}
      esProfesor={user?.rol === 'profesor'}
      colegios={opcionesDe(colegios.data ?? [])}
      profesores={opcionesDe(
        (profesores.data ?? []).map((p) => ({ id: p.id, nombre: `${p.nombre} ${p.apellidos}` })),
      )}
    />
  );
}
