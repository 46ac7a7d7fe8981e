import { mensajesAlumno, type AlumnoFila } from '@escuela/shared/alumnos/alumnos.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAlumno, useEliminarAlumno } from './alumnos.queries';

/** Delete confirmation; a student with attendance records is given the 'baja' instead (spec). */
export function BorrarAlumno({ alumno, onCerrar }: { alumno: AlumnoFila | null; onCerrar: () => void }) {
  const eliminar = useEliminarAlumno();
  const detalle = useAlumno(alumno?.id ?? null);
  const conAsistencias = (detalle.data?.numAsistencias ?? 0) > 0;
  const nombre = alumno ? `${alumno.nombre} ${alumno.apellidos}` : '';
  return (
    <ConfirmDialog
      open={alumno !== null}
      onOpenChange={(v) => !v && onCerrar()}
      title={conAsistencias ? 'Dar de baja al alumno' : mensajesAlumno.confirmarEliminar}
      description={
        alumno &&
        (conAsistencias
          ? `${nombre}: ${mensajesAlumno.confirmarConAsistencias}`
          : `${nombre}: se eliminarán también sus observaciones. Esta acción no se puede deshacer.`)
      }
      confirmLabel={conAsistencias ? 'Dar de baja' : 'Eliminar'}
      busyLabel={conAsistencias ? 'Dando de baja...' : 'Eliminando...'}
      onConfirm={async () => {
        if (alumno) await eliminar.mutateAsync(alumno.id);
      }}
    />
  );
}
