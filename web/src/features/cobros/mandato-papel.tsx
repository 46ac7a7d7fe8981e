/**
 * Recording a SEPA mandate the family signed on paper (POST /api/cobros/mandatos/papel), from a receipt
 * of a family with no active mandate: the date it was signed (today by default, never later) and a
 * confirmation. The server refuses a family with no account or with an active mandate, in Spanish.
 */
import { mandatoPapelSchema, mensajesCobros } from '@escuela/shared/cobros/cobros.schemas';
import { useId, useState } from 'react';
import { EntradaFecha } from '@/components/form/entrada-fecha';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { claveDia } from '@/lib/formato-es';
import { useMandatoPapel } from './cobros.queries';

export function MandatoPapelSeccion({ padreId }: { padreId: number }) {
  const hoy = claveDia(new Date());
  const [fechaFirma, setFechaFirma] = useState(hoy);
  const [error, setError] = useState<string | null>(null);
  // Only a problem with the date marks the date field (a family with no account is not the date's fault).
  const fechaInvalida =
    error !== null && (error === mensajesCobros.fechaFirmaFutura || !/^\d{4}-\d{2}-\d{2}$/.test(fechaFirma));
  const registrar = useMandatoPapel();
  const ids = { titulo: useId(), fecha: useId(), error: useId() };

  const enviar = () => {
    setError(null);
    const datos = mandatoPapelSchema.safeParse({ padreId, fechaFirma });
    if (!datos.success) {
      setError(datos.error.issues[0]?.message ?? 'Revisa la fecha de firma');
      return;
    }
    registrar.mutate(datos.data, {
      onError: (err) => setError(errorMessage(err, 'No se pudo registrar el mandato')),
    });
  };

  return (
    <section aria-labelledby={ids.titulo} className="space-y-2 rounded-md border p-3">
      <h3 id={ids.titulo} className="font-semibold">
        Mandato firmado en papel
      </h3>
      <p className="text-sm text-muted-foreground">
        Si la familia ha firmado la orden de domiciliación en papel, regístrala aquí para incluir sus recibos
        en las remesas.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid gap-1 sm:w-56">
          <Label htmlFor={ids.fecha}>Fecha de firma</Label>
          <EntradaFecha
            id={ids.fecha}
            valor={fechaFirma}
            onCambio={setFechaFirma}
            max={hoy}
            aria-invalid={fechaInvalida ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <Button variant="outline" disabled={registrar.isPending} onClick={enviar}>
          Registrar mandato en papel
        </Button>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
