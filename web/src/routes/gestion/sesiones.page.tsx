import { opcionesDe } from '@/components/form/selector';
import { AccionesAsignacion } from '@/features/asignacion/acciones-asignacion';
import { AsistenciaProfesorDialog } from '@/features/asistencias/asistencia-profesor';
import { useColegios } from '@/features/colegios/colegios.queries';
import { FestivosDialog } from '@/features/festivos/festivos-dialog';
import { useProfesores } from '@/features/profesores/profesores.queries';
import { SesionesPage } from '@/features/sesiones/sesiones-page';
import { useAuth } from '@/lib/auth';
import { useOpcionesGrupos } from '@/lib/grupos-opciones';

/**
 * Composes /sesiones: the group options (already scoped for a teacher), the admin's teachers and schools, the
 * holidays dialog, the admin's assignment actions (web/src/features/asignacion/) and the
 * teacher-attendance dialog.
 */
export default function SesionesRoute() {
  const { user } = useAuth();
  const esAdmin = user?.rol === 'admin';
  const esProfesor = user?.rol === 'profesor';
  const grupos = useOpcionesGrupos({ esProfesor });
  const profesores = useProfesores({ estado: 'activos' }, esAdmin);
  const colegios = useColegios();
  return (
    <SesionesPage
      esAdmin={esAdmin}
      esProfesor={esProfesor}
      grupos={grupos.data ?? []}
      profesores={(profesores.data ?? []).map((p) => ({
        valor: String(p.id),
        etiqueta: `${p.nombre} ${p.apellidos}`,
      }))}
      accionesAdmin={<FestivosDialog colegios={opcionesDe(esAdmin ? (colegios.data ?? []) : [])} />}
      panelAdmin={<AccionesAsignacion />}
      asistenciaProfesor={(sesion, cerrar) => (
        <AsistenciaProfesorDialog sesion={sesion} onCerrar={cerrar} propia={esProfesor} />
      )}
    />
  );
}
