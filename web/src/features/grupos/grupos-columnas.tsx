import { describirHorario } from '@escuela/shared/grupos/horario';
import type { Grupo, OrdenGrupo } from '@escuela/shared/grupos/grupos.schemas';
import { Link } from 'react-router';
import type { Columna } from '@/components/tabla/data-table';
import { formatoHoras } from '@/lib/formato-es';

/** Every column of /grupos sorts, on the server (the list is paged); a group's name links to its sessions. */
export const sesiones = (g: Grupo) => `/sesiones?grupoId=${g.id}`;
const profesor = (g: Grupo) => `${g.profesor.nombre} ${g.profesor.apellidos}`;
const derecha = 'text-right whitespace-nowrap';

/** Column title → the server's `sort` key. */
export const ORDEN_DE_COLUMNA: Record<string, OrdenGrupo> = {
  Nombre: 'nombre',
  Nivel: 'nivel',
  Colegio: 'colegio',
  Profesor: 'profesor',
  Horario: 'horario',
  Duración: 'duracion',
  Alumnos: 'alumnos',
};
/** Marks a column sortable; the rows come sorted from the server. */
const sinOrdenLocal = () => 0;

export const COLUMNAS: Columna<Grupo>[] = [
  {
    titulo: 'Nombre',
    orden: sinOrdenLocal,
    celda: (g) => (
      <Link to={sesiones(g)} className="hover:underline" onClick={(e) => e.stopPropagation()}>
        {g.nombre}
      </Link>
    ),
  },
  {
    titulo: 'Nivel',
    orden: sinOrdenLocal,
    celda: (g) => g.nivel.nombre,
    celdaClassName: 'whitespace-nowrap',
  },
  { titulo: 'Colegio', orden: sinOrdenLocal, celda: (g) => g.colegio.nombre },
  { titulo: 'Profesor', orden: sinOrdenLocal, celda: profesor },
  { titulo: 'Horario', orden: sinOrdenLocal, celda: (g) => describirHorario(g.horario) },
  {
    titulo: 'Duración',
    orden: sinOrdenLocal,
    celda: (g) => formatoHoras(g.duracion),
    className: derecha,
  },
  {
    titulo: 'Alumnos',
    orden: sinOrdenLocal,
    celda: (g) => `${g.numAlumnos} / ${g.plazasMaximas}`,
    className: derecha,
  },
  { titulo: 'Plazas', celda: textoPlazas, celdaClassName: 'whitespace-nowrap' },
];

/** 'Quedan 3 plazas', or 'Completo' and how many wait (DESIGN.md §11). */
export function textoPlazas(g: Grupo): string {
  const espera = g.enEspera > 0 ? ` · ${g.enEspera} en espera` : '';
  if (g.plazasLibres > 0) return `${g.plazasLibres} ${g.plazasLibres === 1 ? 'libre' : 'libres'}${espera}`;
  return `Completo${espera}`;
}
