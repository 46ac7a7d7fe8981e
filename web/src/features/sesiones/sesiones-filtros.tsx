import {
  FILTROS_ESTADO_SESION,
  filtroEstadoSesionLabels,
  type FiltrosSesiones,
} from '@escuela/shared/sesiones/sesiones.schemas';
import { BarraFiltros, conValorDelEnlace } from '@/components/filtros/filtros';
import { opcionesDeEtiquetas, type Opcion } from '@/components/form/selector';

const ESTADOS = opcionesDeEtiquetas(FILTROS_ESTADO_SESION, filtroEstadoSesionLabels);

/** Date range, group, state and (admin) teacher filters of /sesiones. */
export function SesionesFiltros({
  filtros,
  cambiar,
  grupos,
  profesores,
}: {
  filtros: FiltrosSesiones;
  cambiar: (cambios: Record<string, string>) => void;
  grupos: Opcion[];
  /** Only for the admin (spec §2). */
  profesores?: Opcion[];
}) {
  const opcionesGrupo = conValorDelEnlace(grupos, String(filtros.grupoId ?? ''), (id) => `Grupo ${id}`);
  return (
    <BarraFiltros
      filtros={filtros}
      cambiar={cambiar}
      columnas={profesores ? 5 : 4}
      defs={[
        { tipo: 'fecha', clave: 'startDate', id: 'sesiones-desde', etiqueta: 'Desde' },
        { tipo: 'fecha', clave: 'endDate', id: 'sesiones-hasta', etiqueta: 'Hasta' },
        {
          tipo: 'select',
          clave: 'grupoId',
          id: 'sesiones-grupo',
          etiqueta: 'Grupo',
          opciones: opcionesGrupo,
          vacio: 'Todos los grupos',
        },
        {
          tipo: 'select',
          clave: 'estado',
          id: 'sesiones-estado',
          etiqueta: 'Estado',
          valor: filtros.estado === 'no_asignable' ? 'all' : filtros.estado,
          opciones: ESTADOS,
        },
        !!profesores && {
          tipo: 'select',
          clave: 'profesorId',
          id: 'sesiones-profesor',
          etiqueta: 'Profesor',
          opciones: profesores,
          vacio: 'Todos los profesores',
        },
      ]}
    />
  );
}
