/** The family's notices (issue 27): newest first, the unread ones marked «Nuevo» until they mark them read. */
import { mensajesAviso } from '@escuela/shared/avisos/avisos.schemas';
import { Check } from 'lucide-react';
import { ActivarPush } from '@/components/notificaciones/activar-push';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAvisosPadre, useMarcarAvisoLeido } from '../avisos.queries';
import { cn } from '@/lib/utils';
import { ListaConsulta } from '../estado-carga';
import { fechaInstante } from '../fechas';

export function Avisos() {
  const avisos = useAvisosPadre();
  const marcar = useMarcarAvisoLeido();
  const sinLeer = avisos.data?.filter((a) => !a.leido).length ?? 0;
  return (
    <section aria-labelledby="titulo-avisos" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 id="titulo-avisos" className="text-2xl font-bold tracking-tight">
          Avisos
        </h1>
        {sinLeer > 0 && <Badge>{sinLeer === 1 ? '1 sin leer' : `${sinLeer} sin leer`}</Badge>}
      </div>
      <ActivarPush />
      <ListaConsulta
        consulta={avisos}
        error={mensajesAviso.errorCargar}
        vacio="No tienes avisos de la escuela"
      >
        {(a) => (
          <Card className={cn(!a.leido && 'border-primary')}>
            <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pb-2">
              <CardTitle as="h2" className="flex flex-wrap items-center gap-2 text-base">
                {a.titulo}
                {!a.leido && <Badge variant="accent">Nuevo</Badge>}
              </CardTitle>
              <p className="text-sm text-muted-foreground">{fechaInstante(a.fecha)}</p>
            </CardHeader>
            <CardContent className="space-y-3">
              <p className="whitespace-pre-line break-words">{a.texto}</p>
              {!a.leido && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => marcar.mutate(a.id)}
                  disabled={marcar.isPending && marcar.variables === a.id}
                >
                  <Check aria-hidden="true" />
                  Marcar como leído
                </Button>
              )}
            </CardContent>
          </Card>
        )}
      </ListaConsulta>
    </section>
  );
}
