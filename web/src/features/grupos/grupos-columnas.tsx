import { describirHorario } from '@escuela/shared/grupos/horario';
import type { Grupo } from '@escuela/shared/grupos/grupos.schemas';
import { Link } from 'react-router';
import type { Columna } from '@/components/tabla/data-table';
import { formatoHoras } from '@/lib/formato-es';

/** Every column of /grupos sorts; a group's name links to its sessions. */
export const sesiones = (g: Grupo) => `/sesiones?grupoId=${g.id}`;
const profesor = (g: Grupo) => `${g.profesor.nombre} ${g.profesor.apellidos}`;
const derecha = 'text-right whitespace-nowrap';

export const COLUMNAS: Columna<Grupo>[] = [
  {
    titulo: 'Nombre',
    orden: (g) => g.nombre,
    celda: (g) => (
      <Link to={sesiones(g)} className="hover:underline" onClick={(e) => e.stopPropagation()}>
        {g.nombre}
      </Link>
    ),
  },
  {
    titulo: 'Nivel',
    orden: (g) => g.nivel.orden,
    celda: (g) => g.nivel.nombre,
    celdaClassName: 'whitespace-nowrap',
  },
  { titulo: 'Colegio', orden: (g) => g.colegio.nombre, celda: (g) => g.colegio.nombre },
  { titulo: 'Profesor', orden: profesor, celda: profesor },
  { titulo: 'Horario', orden: (g) => g.horario, celda: (g) => describirHorario(g.horario) },
  {
    titulo: 'Duración',
    orden: (g) => g.duracion,
    celda: (g) => formatoHoras(g.duracion),
    className: derecha,
  },
  { titulo: 'Alumnos', orden: (g) => g.numAlumnos, celda: (g) => g.numAlumnos, className: 'text-right' },
];
