import {
  estadoAlumnoLabels,
  ESTADOS_ALUMNO,
  SIN_GRUPO,
  SIN_GRUPO_LABEL,
  type FiltrosAlumnos,
} from '@escuela/shared/alumnos/alumnos.schemas';
import { camposDeFiltro, FiltroBusqueda, FiltroSelect } from '@/components/filtros/filtros';
import type { Opcion } from '@/components/form/selector';

const ESTADOS = ESTADOS_ALUMNO.map((e) => ({ valor: e, etiqueta: estadoAlumnoLabels[e] }));
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
  const campo = camposDeFiltro(filtros, cambiar);
  const grupoId = String(filtros.grupoId ?? '');
  const opcionesGrupo = [
    ...(esProfesor ? [] : [{ valor: SIN_GRUPO, etiqueta: SIN_GRUPO_LABEL }]),
    // A group from a link that the list does not (yet) hold.
    ...(grupoId && grupoId !== SIN_GRUPO && !grupos.some((g) => g.valor === grupoId)
      ? [{ valor: grupoId, etiqueta: `Grupo ${grupoId}` }]
      : []),
    ...grupos,
  ];
  return (
    <search className={`mb-4 grid grid-cols-2 gap-3 ${esAdmin ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      <FiltroBusqueda
        id="alumnos-buscar"
        etiqueta="Buscar"
        placeholder="Nombre o apellidos"
        {...campo('search')}
        className="col-span-2 lg:col-span-1"
      />
      <FiltroSelect
        id="alumnos-grupo"
        etiqueta="Grupo"
        {...campo('grupoId')}
        opciones={opcionesGrupo}
        vacio="Todos los grupos"
      />
      <FiltroSelect id="alumnos-estado" etiqueta="Estado" {...campo('estado')} opciones={ESTADOS} />
      {esAdmin && (
        <FiltroSelect
          id="alumnos-observaciones"
          etiqueta="Observaciones"
          valor={filtros.observaciones === 'todos' ? '' : filtros.observaciones}
          onCambio={(observaciones) => cambiar({ observaciones })}
          opciones={OBSERVACIONES}
          vacio="Todos"
        />
      )}
    </search>
  );
}
