import { SIN_GRUPO_LABEL, type AlumnoFila } from '@escuela/shared/alumnos/alumnos.schemas';
import { cursoLabel, letraLabel } from '@escuela/shared/padres/inscripcion';
import type { Columna } from '@/components/tabla/data-table';

/** The /alumnos table: group and course hide on narrow screens (the group shows under the surname). */
const grupo = (a: AlumnoFila) => a.grupo?.nombre ?? SIN_GRUPO_LABEL;
export const COLUMNAS: Columna<AlumnoFila>[] = [
  { titulo: 'Nombre', celda: (a) => a.nombre },
  {
    titulo: 'Apellidos',
    celda: (a) => (
      <>
        {a.apellidos}
        <span className="block text-xs text-muted-foreground sm:hidden">{grupo(a)}</span>
      </>
    ),
  },
  {
    titulo: 'Curso',
    celda: (a) => [cursoLabel(a.curso), letraLabel(a.letra)].filter(Boolean).join(' '),
    className: 'hidden sm:table-cell',
  },
  { titulo: 'Grupo', celda: grupo, className: 'hidden sm:table-cell' },
  {
    titulo: 'Observaciones',
    celda: (a) => <span className="line-clamp-2 text-sm">{a.observaciones}</span>,
    className: 'hidden max-w-xs md:table-cell',
  },
];
