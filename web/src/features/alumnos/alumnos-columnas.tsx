import { SIN_GRUPO_LABEL, type AlumnoFila } from '@escuela/shared/alumnos/alumnos.schemas';
import { cursoLabel, letraLabel } from '@escuela/shared/padres/inscripcion';
import type { Columna } from '@/components/tabla/data-table';

/** The /alumnos table (on a phone, each row is a card with every column: decision 037). */
const grupo = (a: AlumnoFila) => a.grupo?.nombre ?? SIN_GRUPO_LABEL;
export const COLUMNAS: Columna<AlumnoFila>[] = [
  { titulo: 'Nombre', celda: (a) => a.nombre },
  { titulo: 'Apellidos', celda: (a) => a.apellidos },
  {
    titulo: 'Curso',
    celda: (a) => [cursoLabel(a.curso), letraLabel(a.letra)].filter(Boolean).join(' '),
  },
  { titulo: 'Grupo', celda: grupo },
  {
    titulo: 'Observaciones',
    celda: (a) =>
      a.observaciones?.trim() ? <span className="line-clamp-2 text-sm">{a.observaciones}</span> : null,
    className: 'max-w-xs',
  },
];
