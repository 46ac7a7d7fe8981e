import {
  vistaPrevia,
  type MensajeContacto,
} from '@escuela/shared/mensajes-contacto/mensajes-contacto.schemas';
import { Eye } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatoInstante } from '@/lib/formato-es';
import { cn } from '@/lib/utils';
import { AccionesMensaje } from './acciones-mensaje';

/** Who wrote, when, the subject, the first 150 characters and 'Nuevo' while unread. */
export function CabeceraMensaje({ mensaje, idTitulo }: { mensaje: MensajeContacto; idTitulo?: string }) {
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={idTitulo} className="font-semibold break-words">
          {mensaje.asunto}
        </h2>
        {!mensaje.leido && <Badge variant="accent">Nuevo</Badge>}
      </div>
      <p className="text-sm break-words">
        <span className="font-medium">{mensaje.nombre}</span>{' '}
        <span className="text-muted-foreground">&lt;{mensaje.email}&gt;</span>
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={mensaje.createdAt}>{formatoInstante(mensaje.createdAt)}</time>
      </p>
    </div>
  );
}

export function TarjetaMensaje({
  mensaje,
  onVer,
  onAlternarLeido,
  onEliminar,
}: {
  mensaje: MensajeContacto;
  onVer: () => void;
  onAlternarLeido: () => void;
  onEliminar: () => void;
}) {
  const idTitulo = `mensaje-${mensaje.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={idTitulo}
      className={cn('space-y-3 p-4', !mensaje.leido && 'border-l-4 border-l-accent')}
    >
      <CabeceraMensaje mensaje={mensaje} idTitulo={idTitulo} />
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
        {vistaPrevia(mensaje.mensaje)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onVer}>
          <Eye aria-hidden="true" />
          Ver mensaje
        </Button>
        <AccionesMensaje mensaje={mensaje} onAlternarLeido={onAlternarLeido} onEliminar={onEliminar} />
      </div>
    </Card>
  );
}
