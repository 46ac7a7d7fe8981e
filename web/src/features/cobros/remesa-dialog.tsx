import { cobrosEndpoints } from '@escuela/shared/cobros/cobros.endpoints';
import type { RemesaCreada } from '@escuela/shared/cobros/cobros.schemas';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { EntradaFecha } from '@/components/form/entrada-fecha';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { descargar } from '@/lib/descargar';
import { etiquetaMes } from '@/lib/meses';
import { useCrearRemesa } from './cobros.queries';
import { formatoEuros, formatoFecha } from '@/lib/formato-es';

export const descargarXml = (id: number, mes: string) =>
  descargar(cobrosEndpoints.remesaXml, {
    nombre: `remesa-${mes}.xml`,
    error: 'No se pudo descargar el fichero de la remesa',
    input: { params: { id } },
  });

/**
 * 'Crear remesa': the month's pending receipts of families with a mandate, collected on a date no earlier
 * than today + the notice days (preselected). Shows what went in, who was left out, and the file.
 */
export function RemesaDialog({
  mes,
  fechaMinima,
  abierto,
  onCerrar,
}: {
  mes: string;
  fechaMinima: string | undefined;
  abierto: boolean;
  onCerrar: () => void;
}) {
  const crear = useCrearRemesa();
  const [fecha, setFecha] = useState(fechaMinima ?? '');
  const [error, setError] = useState<string | null>(null);
  const [creada, setCreada] = useState<RemesaCreada | null>(null);
  const cerrar = () => {
    setCreada(null);
    setError(null);
    onCerrar();
  };

  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    crear.mutate(
      { mes, fechaCobro: fecha },
      {
        onSuccess: setCreada,
        onError: (err) => setError(errorMessage(err, 'No se pudo crear la remesa')),
      },
    );
  };

  return (
    <Dialogo
      open={abierto}
      onOpenChange={(v) => !v && cerrar()}
      titulo="Crear remesa"
      descripcion={`Recibos pendientes de ${etiquetaMes(mes)} de las familias con mandato activo`}
      bloqueado={crear.isPending}
    >
      {creada ? (
        <div className="space-y-3" role="status">
          <p>
            Remesa creada: {creada.recibos} {creada.recibos === 1 ? 'recibo' : 'recibos'} por{' '}
            {formatoEuros(creada.total)}. Las familias recibirán el aviso previo por correo.
          </p>
          {creada.sinMandato.length > 0 && (
            <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="font-medium">
                {creada.sinMandato.length} {creada.sinMandato.length === 1 ? 'familia' : 'familias'} sin
                mandato activo (no incluidas):
              </p>
              <ul className="mt-1 list-disc pl-5">
                {creada.sinMandato.map((f) => (
                  <li key={f.padreId}>{f.nombre}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void descargarXml(creada.id, mes)}>
              <FileDown aria-hidden="true" />
              Descargar XML
            </Button>
            <Button variant="outline" onClick={cerrar}>
              Cerrar
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={enviar} className="space-y-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="remesa-fecha">Fecha de cobro</Label>
            <EntradaFecha
              id="remesa-fecha"
              min={fechaMinima}
              valor={fecha}
              onCambio={setFecha}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'remesa-error' : 'remesa-ayuda'}
            />
            {fechaMinima && (
              <p id="remesa-ayuda" className="text-sm text-muted-foreground">
                La más temprana posible: {formatoFecha(fechaMinima)}
              </p>
            )}
          </div>
          {error && (
            <p id="remesa-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={cerrar}>
              Cancelar
            </Button>
            <Button type="submit" disabled={crear.isPending || !fecha}>
              {crear.isPending ? 'Creando...' : 'Crear remesa'}
            </Button>
          </div>
        </form>
      )}
    </Dialogo>
  );
}
