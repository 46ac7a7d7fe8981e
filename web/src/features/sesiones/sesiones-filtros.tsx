import {
  FILTROS_ESTADO_SESION,
  filtroEstadoSesionLabels,
  type FiltrosSesiones,
} from '@escuela/shared/sesiones/sesiones.schemas';
import { camposDeFiltro, FiltroSelect } from '@/components/filtros/filtros';
import type { Opcion } from '@/components/form/selector';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const ESTADOS = FILTROS_ESTADO_SESION.map((e) => ({ valor: e, etiqueta: filtroEstadoSesionLabels[e] }));

function FiltroFecha(props: { id: string; etiqueta: string; valor: string; onCambio: (v: string) => void }) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={props.id}>{props.etiqueta}</Label>
      <Input
        id={props.id}
        type="date"
        className="min-w-0 px-2 text-sm"
        value={props.valor}
        onChange={(e) => props.onCambio(e.target.value)}
      />
    </div>
  );
}

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
  const campo = camposDeFiltro(filtros, cambiar);
  const grupoId = String(filtros.grupoId ?? '');
  const opcionesGrupo =
    grupoId && !grupos.some((g) => g.valor === grupoId)
      ? [{ valor: grupoId, etiqueta: `Grupo ${grupoId}` }, ...grupos]
      : grupos;
  return (
    <search className={`mb-4 grid grid-cols-2 gap-3 ${profesores ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      <FiltroFecha id="sesiones-desde" etiqueta="Desde" {...campo('startDate')} />
      <FiltroFecha id="sesiones-hasta" etiqueta="Hasta" {...campo('endDate')} />
      <FiltroSelect
        id="sesiones-grupo"
        etiqueta="Grupo"
        {...campo('grupoId')}
        opciones={opcionesGrupo}
        vacio="Todos los grupos"
      />
      <FiltroSelect
        id="sesiones-estado"
        etiqueta="Estado"
        valor={filtros.estado === 'no_asignable' ? 'all' : filtros.estado}
        onCambio={(estado) => cambiar({ estado })}
        opciones={ESTADOS}
      />
      {profesores && (
        <FiltroSelect
          id="sesiones-profesor"
          etiqueta="Profesor"
          {...campo('profesorId')}
          opciones={profesores}
          vacio="Todos los profesores"
        />
      )}
    </search>
  );
}
