import {
  ESTADOS_RECIBO,
  ETIQUETAS_ESTADO_MANDATO,
  ETIQUETAS_ESTADO_RECIBO,
  listarRecibosQuery,
  type ReciboFila,
  type RemesaFila,
  type ResultadoGeneracion,
} from '@escuela/shared/cobros/cobros.schemas';
import { FileDown, Landmark, ReceiptText, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BarraFiltros } from '@/components/filtros/filtros';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import { opcionesDeEtiquetas } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Paginacion } from '@/components/tabla/paginacion';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { etiquetaMes, mesDe } from '@/lib/meses';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';
import { useGenerarRecibos, useRecibos, useRemesas } from './cobros.queries';
import { mesesDeCobro } from './formato';
import { formatoEuros, formatoFecha } from '@/lib/formato-es';
import { VARIANTE_ESTADO_RECIBO } from '@/lib/estado-recibo';
import { ReciboDialog } from './recibo-dialog';
import { descargarXml, RemesaDialog } from './remesa-dialog';

const MESES = mesesDeCobro();
const POR_DEFECTO = { mes: mesDe(new Date()) };
const ESTADOS = opcionesDeEtiquetas(ESTADOS_RECIBO, ETIQUETAS_ESTADO_RECIBO);

const COLUMNAS: Columna<ReciboFila>[] = [
  { titulo: 'Familia', celda: (r) => <span className="font-medium">{r.familia}</span> },
  {
    titulo: 'Alumnos',
    celda: (r) => r.alumnos.join(', '),
    className: 'hidden md:table-cell',
  },
  { titulo: 'Importe', celda: (r) => formatoEuros(r.total), className: 'text-right tabular-nums' },
  {
    titulo: 'Estado',
    celda: (r) => (
      <Badge variant={VARIANTE_ESTADO_RECIBO[r.estado]}>{ETIQUETAS_ESTADO_RECIBO[r.estado]}</Badge>
    ),
  },
  {
    titulo: 'Mandato',
    celda: (r) => (r.mandato ? ETIQUETAS_ESTADO_MANDATO[r.mandato.estado] : 'Sin mandato'),
    className: 'hidden sm:table-cell',
  },
];

const COLUMNAS_REMESAS: Columna<RemesaFila>[] = [
  { titulo: 'Mes', celda: (r) => etiquetaMes(r.mes) },
  { titulo: 'Fecha de cobro', celda: (r) => formatoFecha(r.fechaCobro) },
  { titulo: 'Recibos', celda: (r) => r.recibos, className: 'text-right hidden sm:table-cell' },
  { titulo: 'Total', celda: (r) => formatoEuros(r.total), className: 'text-right tabular-nums' },
];

function ResumenGeneracion({ r }: { r: ResultadoGeneracion }) {
  return (
    <div role="status" className="mb-4 rounded-md border bg-muted/40 p-3 text-sm">
      <p>
        Recibos generados: {r.creados} nuevos, {r.actualizados} actualizados, {r.sinCambios} sin cambios.
        Total del mes: {formatoEuros(r.total)}.
      </p>
      {r.errores && r.errores.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-amber-900">
          {r.errores.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /cobros (admin): a month's receipts, their generation, states and remittances (DESIGN.md §9). */
export function CobrosPage() {
  const { filtros, cambiar } = useFiltrosUrl(listarRecibosQuery, { porDefecto: POR_DEFECTO });
  const { data, isPending, isError, isFetching } = useRecibos(filtros);
  const remesas = useRemesas();
  const generar = useGenerarRecibos();
  const [resultado, setResultado] = useState<ResultadoGeneracion | null>(null);
  const [viendo, setViendo] = useState<number | null>(null);
  const [remesando, setRemesando] = useState(false);
  useToastSiFalla(isError, 'No se pudieron cargar los recibos');

  const onGenerar = () => generar.mutate(filtros.mes, { onSuccess: setResultado });

  return (
    <PaginaGestion
      title="Cobros"
      description="Recibos mensuales de las familias y remesas SEPA"
      actions={
        <>
          <Button onClick={onGenerar} disabled={generar.isPending}>
            {generar.isPending ? <Spinner /> : <ReceiptText aria-hidden="true" />}
            {generar.isPending ? 'Generando recibos...' : 'Generar recibos'}
          </Button>
          <Button variant="outline" onClick={() => setRemesando(true)} disabled={!remesas.data}>
            <Landmark aria-hidden="true" />
            Crear remesa
          </Button>
          <Link to="/cobros/ajustes" className={buttonVariants({ variant: 'outline' })}>
            <Settings aria-hidden="true" />
            Ajustes de cobros
          </Link>
        </>
      }
    >
      <BarraFiltros
        filtros={filtros}
        cambiar={cambiar}
        buscar={{ id: 'cobros-buscar', etiqueta: 'Buscar', placeholder: 'Familia, alumno o referencia' }}
        defs={[
          {
            tipo: 'select',
            clave: 'mes',
            id: 'cobros-mes',
            etiqueta: 'Mes',
            opciones: MESES,
            className: 'sm:w-48',
          },
          {
            tipo: 'select',
            clave: 'estado',
            id: 'cobros-estado',
            etiqueta: 'Estado',
            opciones: ESTADOS,
            vacio: 'Todos',
            className: 'sm:w-40',
          },
        ]}
      />
      {generar.isPending && (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          Calculando los recibos del mes…
        </p>
      )}
      {resultado && !generar.isPending && <ResumenGeneracion r={resultado} />}
      <ul aria-label="Totales por estado" className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ESTADOS_RECIBO.map((e) => {
          const t = data?.totales.find((x) => x.estado === e);
          return (
            <li key={e}>
              <Card className="p-3">
                <p className="text-sm text-muted-foreground">{ETIQUETAS_ESTADO_RECIBO[e]}</p>
                <p className="text-lg font-semibold tabular-nums">{formatoEuros(t?.importe ?? 0)}</p>
                <p className="text-xs text-muted-foreground">
                  {t?.recibos ?? 0} {t?.recibos === 1 ? 'recibo' : 'recibos'}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
      <DataTable
        etiqueta="Recibos"
        columnas={COLUMNAS}
        filas={data?.recibos}
        clave={(r) => r.id}
        cargando={isPending}
        error={isError}
        ocupado={isFetching}
        textoVacio="No hay recibos de este mes. Pulsa «Generar recibos» para crearlos."
        textoError="No se pudieron cargar los recibos"
        acciones={(r) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setViendo(r.id)}
            aria-label={`Ver recibo de ${r.familia}`}
          >
            Ver
          </Button>
        )}
      />
      <Paginacion
        paginacion={data?.paginacion}
        unidad={['recibo', 'recibos']}
        onPagina={(page) => cambiar({ page })}
      />

      <h2 className="mt-8 mb-3 text-xl font-semibold">Remesas</h2>
      <DataTable
        etiqueta="Remesas"
        columnas={COLUMNAS_REMESAS}
        filas={remesas.data?.remesas}
        clave={(r) => r.id}
        cargando={remesas.isPending}
        error={remesas.isError}
        textoVacio="Aún no hay remesas"
        textoError="No se pudieron cargar las remesas"
        acciones={(r) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void descargarXml(r.id, r.mes)}
            aria-label={`Descargar XML de la remesa de ${r.mes}`}
          >
            <FileDown aria-hidden="true" />
            XML
          </Button>
        )}
      />
      <ReciboDialog id={viendo} onCerrar={() => setViendo(null)} />
      {remesando && (
        <RemesaDialog
          mes={filtros.mes}
          fechaMinima={remesas.data?.fechaCobroMinima}
          abierto={remesando}
          onCerrar={() => setRemesando(false)}
        />
      )}
    </PaginaGestion>
  );
}
