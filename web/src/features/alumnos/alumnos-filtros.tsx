import {
  estadoAlumnoLabels,
  ESTADOS_ALUMNO,
  SIN_GRUPO,
  SIN_GRUPO_LABEL,
  type FiltrosAlumnos,
} from '@escuela/shared/alumnos/alumnos.schemas';
import { BarraFiltros, conValorDelEnlace } from '@/components/filtros/filtros';
import { opcionesDeEtiquetas, type Opcion } from '@/components/form/selector';

const ESTADOS = opcionesDeEtiquetas(ESTADOS_ALUMNO, estadoAlumnoLabels);
const OBSERVACIONES = [
  { valor: 'con', etiqueta: 'Con observaciones' },
  { valor: 'sin', etiqueta: 'Sin observaciones' },
];

/** Search, group, state and (admin) observations filters of /alumnos. */
export function AlumnosFiltros({
  filtros,
  cambiar,
  grupos,
  esAdmin,
  esProfesor,
}: {
  filtros: FiltrosAlumnos;
  cambiar: (cambios: Record<string, string>) => void;
  grupos: Opcion[];
  esAdmin: boolean;
  esProfesor: boolean;
}) {
  const opcionesGrupo = conValorDelEnlace(
    [...(esProfesor ? [] : [{ valor: SIN_GRUPO, etiqueta: SIN_GRUPO_LABEL }]), ...grupos],
    // 'Sin grupo' is an option of its own, never a group from a link.
    filtros.grupoId === SIN_GRUPO ? '' : String(filtros.grupoId ?? ''),
    (id) => `Grupo ${id}`,
  );
  return (
    <BarraFiltros
      filtros={filtros}
      cambiar={cambiar}
      columnas={esAdmin ? 4 : 3}
      buscar={{ id: 'alumnos-buscar', etiqueta: 'Buscar', placeholder: 'Nombre o apellidos' }}
      defs={[
        {
          tipo: 'select',
          clave: 'grupoId',
          id: 'alumnos-grupo',
          etiqueta: 'Grupo',
          opciones: opcionesGrupo,
          vacio: 'Todos los grupos',
        },
        { tipo: 'select', clave: 'estado', id: 'alumnos-estado', etiqueta: 'Estado', opciones: ESTADOS },
        esAdmin && {
          tipo: 'select',
          clave: 'observaciones',
          id: 'alumnos-observaciones',
          etiqueta: 'Observaciones',
          valor: filtros.observaciones === 'todos' ? '' : filtros.observaciones,
          opciones: OBSERVACIONES,
          vacio: 'Todos',
        },
      ]}
    />
  );
}
