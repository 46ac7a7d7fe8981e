import { portalCobrosEndpoints } from '@escuela/shared/cobros/cobros.endpoints';
import { ETIQUETAS_ESTADO_MANDATO, ETIQUETAS_ESTADO_RECIBO } from '@escuela/shared/cobros/cobros.schemas';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { descargar } from '@/lib/descargar';
import { useAceptarMandato, useMandatoFamilia, useRecibosFamilia } from '../recibos.queries';
import { formatoEuros, formatoFecha } from '@/lib/formato-es';
import { VARIANTE_ESTADO_RECIBO } from '@/lib/estado-recibo';
import { etiquetaMes } from '@/lib/meses';
import { Cargando, ErrorCarga, ListaConsulta } from '../estado-carga';
import { SeccionPortal } from '../seccion-portal';

const ERROR = 'No se pudieron cargar tus recibos';

/** The SEPA mandate: its reference once signed, or the text to accept with a checkbox and the full name. */
function TarjetaMandato() {
  const { data, isPending, isError } = useMandatoFamilia();
  const aceptar = useAceptarMandato();
  const [acepto, setAcepto] = useState(false);
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (isPending) return <Cargando filas={1} />;
  if (isError) return <ErrorCarga>No se pudo cargar el mandato de domiciliación</ErrorCarga>;
  const { mandato } = data;

  const firmar = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!acepto) return setError('Marca la casilla para aceptar el mandato');
    aceptar.mutate(
      { nombreFirmante: nombre },
      { onError: (err) => setError(errorMessage(err, 'No se pudo firmar el mandato')) },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="text-base">
          Mandato de domiciliación SEPA
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {mandato && (
          <p>
            Referencia <strong className="break-all">{mandato.referencia}</strong> ·{' '}
            {ETIQUETAS_ESTADO_MANDATO[mandato.estado]}
            {mandato.fechaFirma ? ` · firmado el ${formatoFecha(mandato.fechaFirma)}` : ''}
          </p>
        )}
        {data.iban && <p>Cuenta: {data.iban}</p>}
        {data.aviso && <p className="text-muted-foreground">{data.aviso}</p>}
        {data.puedeAceptar && data.texto && (
          <form onSubmit={firmar} className="space-y-3" noValidate>
            <p className="rounded-md border bg-muted/40 p-3 whitespace-pre-line">{data.texto}</p>
            <div className="flex items-start gap-2">
              <Checkbox id="mandato-acepto" checked={acepto} onCheckedChange={(v) => setAcepto(v === true)} />
              <Label htmlFor="mandato-acepto" className="leading-snug">
                He leído y acepto el mandato de adeudo directo SEPA
              </Label>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="mandato-nombre">Tu nombre completo</Label>
              <Input
                id="mandato-nombre"
                autoComplete="name"
                value={nombre}
                onChange={(e) => setNombre(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'mandato-error' : undefined}
              />
            </div>
            {error && (
              <p id="mandato-error" role="alert" className="text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" disabled={aceptar.isPending}>
              {aceptar.isPending ? 'Firmando...' : 'Firmar mandato'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** Portal 'Recibos': the family's receipts with their lines and PDF, and the mandate card. */
export function Recibos() {
  const recibos = useRecibosFamilia();
  return (
    <SeccionPortal id="recibos" titulo="Recibos">
      <TarjetaMandato />
      <ListaConsulta consulta={recibos} error={ERROR} vacio="Aún no tienes recibos">
        {(r) => (
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-2">
              <CardTitle as="h2" className="text-base">
                {etiquetaMes(r.mes)}
              </CardTitle>
              <div className="flex items-center gap-2">
                <Badge variant={VARIANTE_ESTADO_RECIBO[r.estado]}>{ETIQUETAS_ESTADO_RECIBO[r.estado]}</Badge>
                <span className="font-semibold tabular-nums">{formatoEuros(r.total)}</span>
              </div>
            </CardHeader>
            <CardContent className="space-y-3">
              <ul className="space-y-1 text-sm">
                {r.lineas.map((l, i) => (
                  <li key={i} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">{l.concepto}</span>
                    <span className="shrink-0 tabular-nums">{formatoEuros(l.importe)}</span>
                  </li>
                ))}
              </ul>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Descargar PDF del recibo de ${etiquetaMes(r.mes)}`}
                onClick={() =>
                  void descargar(portalCobrosEndpoints.reciboPdf, {
                    nombre: `recibo-${r.referencia}.pdf`,
                    error: 'No se pudo descargar el recibo',
                    input: { params: { id: r.id } },
                  })
                }
              >
                <FileDown aria-hidden="true" />
                Descargar PDF
              </Button>
            </CardContent>
          </Card>
        )}
      </ListaConsulta>
    </SeccionPortal>
  );
}
