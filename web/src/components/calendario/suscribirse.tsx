/**
 * «Suscribirse al calendario» (issue 27): the owner's secret feed link, a button to open it in the
 * phone's calendar, a copy button, how to add it on Android, iOS and Outlook, and «Generar un enlace
 * nuevo» (confirmed: the old one stops working everywhere).
 */
import { mensajesCalendario } from '@escuela/shared/calendario/calendario.schemas';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { copiarEnlace } from '@/lib/copiar-enlace';
import { useEnlaceCalendario, useRegenerarEnlace } from './calendario.queries';

export function Suscribirse({ descripcion }: { descripcion: string }) {
  const enlace = useEnlaceCalendario();
  const regenerar = useRegenerarEnlace();
  const [confirmar, setConfirmar] = useState(false);

  return (
    <section aria-labelledby="titulo-calendario" className="space-y-4">
      <h1 id="titulo-calendario" className="text-2xl font-bold tracking-tight">
        Suscribirse al calendario
      </h1>
      <p className="text-muted-foreground">{descripcion}</p>
      {enlace.isPending ? (
        <Skeleton className="h-32 w-full" aria-busy="true" />
      ) : enlace.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center text-destructive"
        >
          {mensajesCalendario.errorCargar}
        </p>
      ) : !enlace.data.url || !enlace.data.urlWeb ? (
        <Card>
          <CardContent className="space-y-3 pt-6">
            <p>
              Aún no tienes un enlace de calendario. Créalo para añadir las clases a tu móvil u ordenador.
            </p>
            <Button onClick={() => regenerar.mutate({ primero: true })} disabled={regenerar.isPending}>
              <CalendarPlus aria-hidden="true" />
              Crear enlace del calendario
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-base">
              Tu enlace
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="enlace-calendario">Enlace del calendario (es personal: no lo compartas)</Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id="enlace-calendario"
                  readOnly
                  value={enlace.data.urlWeb}
                  className="min-w-0 flex-1 font-mono text-xs"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="outline" onClick={() => void copiarEnlace(enlace.data.urlWeb!)}>
                  <Copy aria-hidden="true" />
                  Copiar
                </Button>
              </div>
            </div>
            <a href={enlace.data.url} className={buttonVariants()}>
              <CalendarPlus aria-hidden="true" />
              Añadir a mi calendario
            </a>
            <div className="space-y-2 text-sm">
              <h3 className="font-semibold">Cómo añadirlo</h3>
              <ul className="list-disc space-y-1 pl-5">
                <li>
                  <strong>Android (Google Calendar):</strong> en un ordenador abre calendar.google.com, pulsa
                  «+» junto a «Otros calendarios», elige «Desde URL» y pega el enlace. Aparecerá en el móvil.
                </li>
                <li>
                  <strong>iPhone o iPad:</strong> pulsa «Añadir a mi calendario» o, en Ajustes › Calendario ›
                  Cuentas › Añadir cuenta › Otra › Añadir calendario suscrito, pega el enlace.
                </li>
                <li>
                  <strong>Outlook:</strong> en Calendario, «Agregar calendario» › «Suscribirse desde la web»,
                  pega el enlace y ponle un nombre.
                </li>
              </ul>
              <p className="text-muted-foreground">
                Las clases canceladas aparecen como canceladas; los cambios llegan solos cuando tu calendario
                se actualiza (puede tardar unas horas).
              </p>
            </div>
            <Button variant="outline" onClick={() => setConfirmar(true)} disabled={regenerar.isPending}>
              <RefreshCw aria-hidden="true" />
              Generar un enlace nuevo
            </Button>
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title="¿Generar un enlace nuevo?"
        description={mensajesCalendario.confirmarRegenerar}
        confirmLabel="Generar enlace nuevo"
        busyLabel="Generando..."
        destructive={false}
        onConfirm={() => regenerar.mutateAsync({ primero: false })}
      />
    </section>
  );
}
