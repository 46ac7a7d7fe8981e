import { cobrosEndpoints } from '@escuela/shared/cobros/cobros.endpoints';
import {
  ETIQUETAS_ESTADO_RECIBO,
  ETIQUETAS_METODO,
  METODOS_COBRO,
  MOTIVOS_DEVOLUCION,
  type MetodoCobro,
  type MotivoDevolucion,
} from '@escuela/shared/cobros/cobros.schemas';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { FormField } from '@/components/form/form-field';
import { opcionesDeEtiquetas, Selector } from '@/components/form/selector';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { descargar } from '@/lib/descargar';
import { etiquetaMes } from '@/lib/meses';
import { MandatoPapelSeccion } from './mandato-papel';
import { useDevolucion, useMarcarCobrado, useRecibo } from './cobros.queries';
import { formatoEuros } from '@/lib/formato-es';
import { VARIANTE_ESTADO_RECIBO } from '@/lib/estado-recibo';

const METODOS = opcionesDeEtiquetas(METODOS_COBRO, ETIQUETAS_METODO);
const MOTIVOS = Object.entries(MOTIVOS_DEVOLUCION).map(([codigo, texto]) => ({
  valor: codigo,
  etiqueta: `${codigo} · ${texto}`,
}));
const instante = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  });

/** A receipt: its lines with their reasons, its history, the PDF, and marking it paid or returned. */
export function ReciboDialog({ id, onCerrar }: { id: number | null; onCerrar: () => void }) {
  const { data: recibo, isPending, isError } = useRecibo(id);
  const cobrar = useMarcarCobrado();
  const devolver = useDevolucion();
  const [metodo, setMetodo] = useState<MetodoCobro>('transferencia');
  const [motivo, setMotivo] = useState<MotivoDevolucion>('AM04');
  const [gastos, setGastos] = useState('0');
  const [representar, setRepresentar] = useState(true);
  const [errorDevolucion, setErrorDevolucion] = useState<string | null>(null);

  const devolverRecibo = () => {
    setErrorDevolucion(null);
    devolver.mutate(
      { id: id!, motivo, gastos: Number(gastos.replace(',', '.')), representar },
      { onError: (err) => setErrorDevolucion(errorMessage(err, 'No se pudo registrar la devolución')) },
    );
  };

  return (
    <Dialogo
      open={id !== null}
      onOpenChange={(abierto) => !abierto && onCerrar()}
      titulo={recibo ? `Recibo ${recibo.referencia}` : 'Recibo'}
      descripcion={recibo ? `${recibo.familia} · ${etiquetaMes(recibo.mes)}` : 'Cargando el recibo'}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      {isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-2/3" />
        </div>
      ) : isError || !recibo ? (
        <p className="text-destructive">No se pudo cargar el recibo</p>
      ) : (
        <div className="min-w-0 space-y-5">
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant={VARIANTE_ESTADO_RECIBO[recibo.estado]}>
              {ETIQUETAS_ESTADO_RECIBO[recibo.estado]}
            </Badge>
            <span className="text-lg font-semibold">{formatoEuros(recibo.total)}</span>
            {recibo.mandato && (
              <span className="text-sm text-muted-foreground">Mandato {recibo.mandato.referencia}</span>
            )}
          </div>
          <section aria-labelledby="recibo-lineas">
            <h3 id="recibo-lineas" className="mb-2 font-semibold">
              Líneas
            </h3>
            <ul className="divide-y rounded-md border">
              {recibo.lineas.map((l, i) => (
                <li key={i} className="flex items-start justify-between gap-3 p-3 text-sm">
                  <span className="min-w-0 break-words">
                    {l.alumno && <span className="block font-medium">{l.alumno}</span>}
                    {l.concepto}
                  </span>
                  <span className="shrink-0 font-medium tabular-nums">{formatoEuros(l.importe)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="recibo-historial">
            <h3 id="recibo-historial" className="mb-2 font-semibold">
              Historial
            </h3>
            <ol className="space-y-1 text-sm">
              {recibo.historial.map((h, i) => (
                <li key={i}>
                  {instante(h.fecha)} · {ETIQUETAS_ESTADO_RECIBO[h.estado]}
                  {h.detalle ? ` · ${h.detalle}` : ''}
                  {h.usuario ? ` · ${h.usuario}` : ''}
                </li>
              ))}
            </ol>
          </section>
          {recibo.padreId !== null && recibo.mandato?.estado !== 'activo' && (
            <MandatoPapelSeccion padreId={recibo.padreId} />
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() =>
                void descargar(cobrosEndpoints.reciboPdf, {
                  nombre: `recibo-${recibo.referencia}.pdf`,
                  error: 'No se pudo descargar el recibo',
                  input: { params: { id: recibo.id } },
                })
              }
            >
              <FileDown aria-hidden="true" />
              Descargar PDF
            </Button>
          </div>
          {recibo.estado !== 'cobrado' && (
            <section aria-labelledby="recibo-cobrar" className="space-y-2 rounded-md border p-3">
              <h3 id="recibo-cobrar" className="font-semibold">
                Marcar como cobrado
              </h3>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <FormField label="Método" id="recibo-metodo" className="gap-1 sm:w-56">
                  <Selector valor={metodo} onCambio={(v) => setMetodo(v as MetodoCobro)} opciones={METODOS} />
                </FormField>
                <Button disabled={cobrar.isPending} onClick={() => cobrar.mutate({ id: recibo.id, metodo })}>
                  Marcar cobrado
                </Button>
              </div>
            </section>
          )}
          {(recibo.estado === 'emitido' ||
            (recibo.estado === 'cobrado' && recibo.metodoCobro === 'domiciliacion')) && (
            <section aria-labelledby="recibo-devolver" className="space-y-2 rounded-md border p-3">
              <h3 id="recibo-devolver" className="font-semibold">
                Registrar devolución
              </h3>
              <div className="grid gap-2 sm:grid-cols-2">
                <FormField label="Motivo SEPA" id="recibo-motivo" className="gap-1">
                  <Selector
                    valor={motivo}
                    onCambio={(v) => setMotivo(v as MotivoDevolucion)}
                    opciones={MOTIVOS}
                  />
                </FormField>
                <div className="grid gap-1">
                  <Label htmlFor="recibo-gastos">Gastos del banco (€)</Label>
                  <Input
                    id="recibo-gastos"
                    inputMode="decimal"
                    value={gastos}
                    onChange={(e) => setGastos(e.target.value)}
                    aria-invalid={errorDevolucion ? true : undefined}
                    aria-describedby={errorDevolucion ? 'recibo-devolucion-error' : undefined}
                  />
                </div>
              </div>
              <div className="flex items-center gap-2">
                <Checkbox
                  id="recibo-representar"
                  checked={representar}
                  onCheckedChange={(v) => setRepresentar(v === true)}
                />
                <Label htmlFor="recibo-representar">Volver a presentar en la próxima remesa</Label>
              </div>
              {errorDevolucion && (
                <p id="recibo-devolucion-error" role="alert" className="text-sm text-destructive">
                  {errorDevolucion}
                </p>
              )}
              <Button variant="destructive" disabled={devolver.isPending} onClick={devolverRecibo}>
                Registrar devolución
              </Button>
            </section>
          )}
        </div>
      )}
    </Dialogo>
  );
}
