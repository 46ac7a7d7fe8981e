import type { DistanciaRequerida, NominaFila } from '@escuela/shared/nominas/nominas.schemas';
import { mensajesNomina, nominasQuery } from '@escuela/shared/nominas/nominas.schemas';
import { nominasEndpoints } from '@escuela/shared/nominas/nominas.endpoints';
import { Calculator, FileDown, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BarraFiltros } from '@/components/filtros/filtros';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import { PaginaGestion } from '@/components/layout/page-header';
import { DataTable } from '@/components/tabla/data-table';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api';
import { descargar } from '@/lib/descargar';
import { diasDelMes } from '@/lib/meses';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';
import { DistanciaRequeridaDialog } from './distancia-requerida-dialog';
import { consultaNominas, mesDe, ultimosMeses } from './meses';
import { COLUMNAS, totales } from './nominas-columnas';
import { useCalcularNominas, useNominas, useRecargarNominas } from './nominas.queries';
import { SesionesProfesorDialog } from './sesiones-profesor-dialog';

const MESES = ultimosMeses();
/** The screen opens on the current month (the endpoint has no default). */
const POR_DEFECTO = { mes: mesDe(new Date()) };

/** /nominas (admin): a month's payroll, its missing distances, each teacher's sessions, the export. */
export function NominasPage() {
  const { filtros, cambiar } = useFiltrosUrl(nominasQuery, { porDefecto: POR_DEFECTO });
  const { data, isPending, isError, isFetching } = useNominas(filtros);
  const calcular = useCalcularNominas();
  const recargar = useRecargarNominas();
  const [calculando, setCalculando] = useState(false);
  const [cola, setCola] = useState<{ n: number; distancias: DistanciaRequerida[] } | null>(null);
  const [viendo, setViendo] = useState<{ id: number; nombre: string } | null>(null);
  /** The server's refusal while distances are missing (issue 29): the admin may export anyway. */
  const [sinDistancias, setSinDistancias] = useState<string | null>(null);

  useToastSiFalla(isError, mensajesNomina.errorCargar);

  const onCalcular = async () => {
    setCalculando(true);
    try {
      const faltan = await calcular(filtros);
      if (faltan.length) setCola({ n: Date.now(), distancias: faltan });
    } catch (err) {
      const description = errorMessage(err, mensajesNomina.errorCalcular);
      toast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setCalculando(false);
    }
  };
  const exportar = (exportarIgualmente = false) => {
    // A month with no payroll rows would download an empty file: say so instead (issue 29).
    if (data && data.length === 0) {
      toast({ title: 'Nada que exportar', description: mensajesNomina.sinDatos });
      return;
    }
    return descargar(nominasEndpoints.exportar, {
      nombre: `nominas-${filtros.mes}.xlsx`,
      error: 'No se pudieron exportar las nóminas',
      input: {
        query: {
          ...consultaNominas(filtros),
          ...(exportarIgualmente ? { exportarIgualmente: 'true' as const } : {}),
        },
      },
      siFalla: (err) => {
        if (!(err instanceof ApiError) || err.status !== 409) return false;
        setSinDistancias(errorMessage(err, mensajesNomina.faltanDistancias(1)));
        return true;
      },
    });
  };
  const casilla = (id: 'filtrarPorAsistencia' | 'incluirProfesoresBaja', texto: string) => (
    <div className="flex items-center gap-2">
      <Checkbox
        id={`nominas-${id}`}
        checked={filtros[id]}
        onCheckedChange={(v) => cambiar({ [id]: String(v === true) })}
      />
      <Label htmlFor={`nominas-${id}`}>{texto}</Label>
    </div>
  );

  return (
    <PaginaGestion
      title="Nóminas"
      actions={
        <>
          <Button onClick={() => void onCalcular()} disabled={calculando}>
            <Calculator aria-hidden="true" />
            {calculando ? 'Calculando...' : 'Calcular Nóminas'}
          </Button>
          <Button variant="outline" onClick={() => void exportar()}>
            <FileDown aria-hidden="true" />
            Exportar Excel
          </Button>
        </>
      }
    >
      <ConfirmDialog
        open={sinDistancias !== null}
        onOpenChange={(o) => !o && setSinDistancias(null)}
        title="Faltan distancias"
        description={sinDistancias}
        confirmLabel="Exportar igualmente"
        busyLabel="Exportando..."
        destructive={false}
        onConfirm={() => exportar(true)}
      />
      <BarraFiltros
        filtros={filtros}
        cambiar={cambiar}
        className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-end"
        defs={[
          {
            tipo: 'select',
            clave: 'mes',
            id: 'nominas-mes',
            etiqueta: 'Mes',
            opciones: MESES,
            className: 'sm:w-56',
          },
        ]}
      >
        <div className="flex flex-col gap-3 pb-2 sm:flex-row sm:gap-6">
          {casilla('filtrarPorAsistencia', 'Filtrar por asistencia')}
          {casilla('incluirProfesoresBaja', 'Incluir profesores de baja')}
        </div>
      </BarraFiltros>
      <DataTable
        etiqueta="Nóminas"
        columnas={COLUMNAS}
        filas={data}
        clave={(n) => n.profesorId}
        cargando={isPending}
        ocupado={isFetching || calculando}
        error={isError}
        textoVacio={mensajesNomina.sinDatos}
        textoError={mensajesNomina.errorCargar}
        pie={data ? totales(data) : undefined}
        acciones={(n: NominaFila) => (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Ver sesiones de ${n.nombreProfesor}`}
            onClick={() => setViendo({ id: n.profesorId, nombre: n.nombreProfesor })}
          >
            <ListChecks aria-hidden="true" />
          </Button>
        )}
      />
      <SinConfirmar filas={data} mes={filtros.mes} />
      {cola && (
        <DistanciaRequeridaDialog
          key={cola.n}
          cola={cola.distancias}
          alTerminar={() => {
            setCola(null);
            void recargar();
          }}
        />
      )}
      <SesionesProfesorDialog profesor={viendo} filtros={filtros} onCerrar={() => setViendo(null)} />
    </PaginaGestion>
  );
}

/**
 * Per teacher, 'N sesiones sin confirmar' (issue 29): the month's past sessions of their groups with no
 * teacher attendance, linked to /sesiones filtered to that teacher and month to confirm them.
 */
function SinConfirmar({ filas, mes }: { filas: NominaFila[] | undefined; mes: string }) {
  const pendientes = (filas ?? []).filter((n) => n.sesionesSinConfirmar > 0);
  if (pendientes.length === 0) return null;
  const { desde, hasta } = diasDelMes(mes);
  return (
    <section aria-labelledby="sin-confirmar" className="mt-4 rounded-md border p-3 text-sm">
      <h2 id="sin-confirmar" className="font-medium">
        Sesiones sin confirmar
      </h2>
      <ul className="mt-1 space-y-1">
        {pendientes.map((n) => (
          <li key={n.profesorId}>
            {n.nombreProfesor}:{' '}
            <Link
              className="underline"
              to={`/sesiones?profesorId=${n.profesorId}&startDate=${desde}&endDate=${hasta}&estado=todas`}
            >
              {n.sesionesSinConfirmar === 1
                ? '1 sesión sin confirmar'
                : `${n.sesionesSinConfirmar} sesiones sin confirmar`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
