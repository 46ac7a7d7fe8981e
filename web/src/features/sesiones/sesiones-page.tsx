import {
  listarSesionesQuery,
  mensajesSesion,
  type SesionFila,
} from '@escuela/shared/sesiones/sesiones.schemas';
import { CalendarPlus, Plus, UserCheck } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import type { Opcion } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable } from '@/components/tabla/data-table';
import { Paginacion } from '@/components/tabla/paginacion';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatoSesionCorta } from '@/lib/formato-es';
import { GenerarDialog } from './generar-dialog';
import { SesionDialog } from './sesion-dialog';
import { columnasSesiones, ORDEN_DE_COLUMNA, rutaAsistencia } from './sesiones-columnas';
import { SesionesFiltros } from './sesiones-filtros';
import { useAusenciasDeSesiones, useEliminarSesion, useSesiones } from './sesiones.queries';
import type { AusenciaStaff } from '@escuela/shared/ausencias/ausencias.schemas';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';

const nombre = (s: SesionFila) => `sesión ${formatoSesionCorta(s.fecha)} ${s.grupo.nombre}`;

/**
 * /sesiones: URL filters, a server-paged and server-sorted list; a row opens its attendance page.
 * `accionesAdmin` is the header's slot for the admin's actions built elsewhere (holidays), `panelAdmin`
 * a box under it (activity and material assignment); `asistenciaProfesor` renders the teacher-attendance dialog of a session.
 */
export function SesionesPage(props: {
  esAdmin: boolean;
  esProfesor: boolean;
  grupos: Opcion[];
  profesores?: Opcion[];
  accionesAdmin?: ReactNode;
  /** A panel under the header, admin only (the activity and material assignment box). */
  panelAdmin?: ReactNode;
  asistenciaProfesor: (sesion: SesionFila | null, cerrar: () => void) => ReactNode;
}) {
  const { esAdmin, grupos } = props;
  const navigate = useNavigate();
  const { filtros, cambiar } = useFiltrosUrl(listarSesionesQuery);
  const consulta = esAdmin ? filtros : { ...filtros, profesorId: undefined };
  const { data, isPending, isError, isFetching } = useSesiones(consulta, props.esProfesor);
  const eliminar = useEliminarSesion();
  const crud = useCrudDialogos<SesionFila>(eliminar.mutateAsync);
  const [generando, setGenerando] = useState(false);
  const [profesorDe, setProfesorDe] = useState<SesionFila | null>(null);
  const ausencias = useAusenciasDeSesiones(data?.sesiones.map((x) => x.id) ?? []);
  const columnas = useMemo(() => {
    const porSesion = new Map<number, AusenciaStaff[]>();
    for (const a of ausencias.data ?? [])
      porSesion.set(a.sesionId, [...(porSesion.get(a.sesionId) ?? []), a]);
    return columnasSesiones(esAdmin, porSesion);
  }, [esAdmin, ausencias.data]);
  // Spec §8: errors are destructive toasts too (the table keeps the text in its error row).
  useToastSiFalla(isError, mensajesSesion.errorCargar);
  const columnaOrden = Object.keys(ORDEN_DE_COLUMNA).find((t) => ORDEN_DE_COLUMNA[t] === filtros.sort);

  return (
    <PaginaGestion
      title="Sesiones"
      actions={
        esAdmin && (
          <>
            <div data-slot="acciones-admin" className="contents">
              {props.accionesAdmin}
            </div>
            <Button variant="outline" onClick={() => setGenerando(true)}>
              <CalendarPlus aria-hidden="true" />
              Generar Sesiones
            </Button>
            <Button onClick={() => crud.abrir(null)}>
              <Plus aria-hidden="true" />
              Nueva Sesión
            </Button>
          </>
        )
      }
    >
      {esAdmin && props.panelAdmin && <div className="mb-4">{props.panelAdmin}</div>}
      <SesionesFiltros
        filtros={filtros}
        cambiar={cambiar}
        grupos={grupos}
        profesores={esAdmin ? props.profesores : undefined}
      />
      <DataTable
        etiqueta="Sesiones"
        columnas={columnas}
        filas={data?.sesiones}
        clave={(s) => s.id}
        cargando={isPending}
        error={isError}
        ocupado={isFetching}
        filasEsqueleto={5}
        textoVacio="No hay sesiones que coincidan con los filtros"
        textoError={mensajesSesion.errorCargar}
        ordenControlado={{
          orden: { columna: columnaOrden, asc: filtros.order === 'asc' },
          onOrden: (o) => cambiar({ sort: ORDEN_DE_COLUMNA[o.columna!]!, order: o.asc ? 'asc' : 'desc' }),
        }}
        fila={(s) => ({ className: 'cursor-pointer', onClick: () => void navigate(rutaAsistencia(s)) })}
        acciones={(s) => (
          <AccionesFila
            nombre={nombre(s)}
            onEditar={() => crud.abrir(s)}
            onEliminar={esAdmin ? () => crud.setBorrando(s) : undefined}
          >
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Asistencia del profesor, ${nombre(s)}`}
              onClick={() => setProfesorDe(s)}
            >
              <UserCheck aria-hidden="true" />
            </Button>
          </AccionesFila>
        )}
      />
      <Paginacion
        paginacion={data?.paginacion}
        unidad={['sesión', 'sesiones']}
        onPagina={(page) => cambiar({ page })}
      />
      <SesionDialog
        open={crud.dialogo}
        onOpenChange={crud.setDialogo}
        sesion={crud.editando}
        esAdmin={esAdmin}
        grupos={grupos}
        profesores={props.profesores}
      />
      {props.asistenciaProfesor(profesorDe, () => setProfesorDe(null))}
      {esAdmin && (
        <>
          <GenerarDialog open={generando} onOpenChange={setGenerando} grupos={grupos} />
          <ConfirmDialog
            open={crud.borrando !== null}
            onOpenChange={(o) => !o && crud.setBorrando(null)}
            title={mensajesSesion.confirmarEliminar}
            description={crud.borrando ? `Se eliminará la ${nombre(crud.borrando)}.` : undefined}
            onConfirm={crud.confirmarBorrado}
          />
        </>
      )}
    </PaginaGestion>
  );
}
