import {
  listarPeriodosQuery,
  mensajesPeriodo,
  periodoDisponible,
  type MaterialPeriodo,
} from '@escuela/shared/materiales/materiales.schemas';
import { rangoFechasSchema } from '@escuela/shared/materiales/rango';
import { AlertTriangle, ArrowLeft, CalendarPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import { PaginaGestion } from '@/components/layout/page-header';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { FiltroFecha } from '@/components/filtros/filtros';
import { CeldaCantidad } from './celda-cantidad';
import {
  useActualizarPeriodo,
  useGenerarPeriodos,
  usePeriodos,
  type CampoPeriodo,
} from './materiales.queries';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';

/** 'yyyy-MM-dd' → 'dd/MM'. */
const diaMes = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const disponible = (p: MaterialPeriodo) => p.cantidadInicial - p.cantidadUsada;

function Disponible({ p }: { p: MaterialPeriodo }) {
  const n = disponible(p);
  if (n >= 0) return <>{n}</>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-destructive">
      <AlertTriangle aria-hidden="true" className="size-4" />
      {n}
      <span className="sr-only">(faltan {-n})</span>
    </span>
  );
}

type Edicion = { id: number; campo: CampoPeriodo } | null;

/** /materiales-periodo (admin): weekly availability of each material, generated and edited inline. */
export function PeriodosPage() {
  const navigate = useNavigate();
  const { filtros, cambiar, params } = useFiltrosUrl(listarPeriodosQuery);
  const soloDisponibles = params.get('disponibles') === '1';
  const { data, isPending, isError } = usePeriodos(filtros);
  const actualizar = useActualizarPeriodo();
  const generar = useGenerarPeriodos();
  const [edicion, setEdicion] = useState<Edicion>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [errorRango, setErrorRango] = useState<string | null>(null);

  useToastSiFalla(isError, mensajesPeriodo.errorCargarToast);

  const filas = useMemo(
    () => (soloDisponibles ? data?.filter(periodoDisponible) : data),
    [data, soloDisponibles],
  );

  const columnas = useMemo<Columna<MaterialPeriodo>[]>(() => {
    const cantidad = (campo: CampoPeriodo, titulo: string): Columna<MaterialPeriodo> => ({
      titulo,
      orden: (p) => p[campo],
      className: 'text-right',
      celda: (p) => (
        <CeldaCantidad
          valor={p[campo]}
          nombre={`${titulo} de ${p.material.descripcion}, ${diaMes(p.fechaInicio)}`}
          editando={edicion?.id === p.id && edicion.campo === campo}
          bloqueada={edicion !== null}
          onEditar={() => setEdicion({ id: p.id, campo })}
          onCancelar={() => setEdicion(null)}
          onGuardar={async (valor) => {
            await actualizar.mutateAsync({ id: p.id, campo, valor });
            setEdicion(null);
          }}
        />
      ),
    });
    return [
      { titulo: 'Material', celda: (p) => p.material.descripcion, orden: (p) => p.material.descripcion },
      { titulo: 'Fecha Inicio', celda: (p) => diaMes(p.fechaInicio), orden: (p) => p.fechaInicio },
      { titulo: 'Fecha Fin', celda: (p) => diaMes(p.fechaFin), orden: (p) => p.fechaFin },
      cantidad('cantidadInicial', 'Cantidad Inicial'),
      cantidad('cantidadUsada', 'Cantidad Usada'),
      {
        titulo: 'Disponible',
        celda: (p) => <Disponible p={p} />,
        orden: disponible,
        className: 'text-right',
      },
    ];
  }, [edicion, actualizar]);

  const pedirGenerar = () => {
    const r = rangoFechasSchema.safeParse({
      fechaInicio: filtros.startDate ?? '',
      fechaFin: filtros.endDate ?? '',
    });
    setErrorRango(r.success ? null : r.error.issues[0]!.message);
    if (r.success) setConfirmando(true);
  };

  return (
    <PaginaGestion
      title="Materiales por Periodo"
      actions={
        <>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" />
            Volver
          </Button>
          <Button onClick={pedirGenerar} disabled={generar.isPending}>
            <CalendarPlus aria-hidden="true" />
            {generar.isPending ? 'Generando...' : 'Generar Periodos'}
          </Button>
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-4">
        {(
          [
            ['startDate', 'Fecha de inicio'],
            ['endDate', 'Fecha de fin'],
          ] as const
        ).map(([clave, etiqueta]) => (
          <FiltroFecha
            key={clave}
            id={`periodos-${clave}`}
            etiqueta={etiqueta}
            className="w-44"
            valor={filtros[clave] ?? ''}
            onCambio={(v) => {
              setErrorRango(null);
              cambiar({ [clave]: v });
            }}
          />
        ))}
        <div className="flex h-9 items-center gap-2">
          <Switch
            id="periodos-disponibles"
            checked={soloDisponibles}
            onCheckedChange={(v) => cambiar({ disponibles: v ? '1' : null })}
          />
          <Label htmlFor="periodos-disponibles">Solo disponibles</Label>
        </div>
      </div>
      {errorRango && (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {errorRango}
        </p>
      )}
      <DataTable
        etiqueta="Materiales por periodo"
        columnas={columnas}
        filas={filas}
        clave={(p) => p.id}
        cargando={isPending}
        error={isError}
        textoVacio="No hay materiales en el periodo seleccionado"
        textoError={mensajesPeriodo.errorCargar}
      />
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title="Generar Periodos"
        description={mensajesPeriodo.confirmarGenerar}
        confirmLabel="Generar"
        busyLabel="Generando..."
        destructive={false}
        onConfirm={() => generar.mutateAsync({ fechaInicio: filtros.startDate!, fechaFin: filtros.endDate! })}
      />
    </PaginaGestion>
  );
}
