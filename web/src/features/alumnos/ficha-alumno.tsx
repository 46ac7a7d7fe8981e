import { SIN_GRUPO_LABEL, type Alumno } from '@escuela/shared/alumnos/alumnos.schemas';
import { cursoLabel, letraLabel } from '@escuela/shared/padres/inscripcion';
import { formatoFecha } from '@/lib/formato-es';

function Dato({ titulo, valor }: { titulo: string; valor: string | null | undefined }) {
  return (
    <div>
      <dt className="text-muted-foreground">{titulo}</dt>
      <dd className="font-medium">{valor || '—'}</dd>
    </div>
  );
}

/** A student's data, read-only, above the observations a teacher may change. */
export function FichaAlumno({ alumno }: { alumno: Alumno }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted/50 p-3 text-sm">
      <Dato titulo="Nombre" valor={alumno.nombre} />
      <Dato titulo="Apellidos" valor={alumno.apellidos} />
      <Dato
        titulo="Curso"
        valor={[cursoLabel(alumno.curso), letraLabel(alumno.letra)].filter(Boolean).join(' ')}
      />
      <Dato titulo="Grupo" valor={alumno.grupo?.nombre ?? SIN_GRUPO_LABEL} />
      <Dato titulo="Fecha de nacimiento" valor={formatoFecha(alumno.fechaNacimiento)} />
      <Dato titulo="Teléfonos" valor={[alumno.telefono1, alumno.telefono2].filter(Boolean).join(' · ')} />
    </dl>
  );
}
