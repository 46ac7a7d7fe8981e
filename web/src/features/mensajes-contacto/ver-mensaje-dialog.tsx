import type { MensajeContacto } from '@escuela/shared/mensajes-contacto/mensajes-contacto.schemas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatoInstante } from '@/lib/formato-es';
import { AccionesMensaje } from './acciones-mensaje';

/** The whole message, with the same actions as its card. */
export function VerMensajeDialog({
  mensaje,
  onCerrar,
  onAlternarLeido,
  onEliminar,
  ocupado,
}: {
  mensaje: MensajeContacto | null;
  onCerrar: () => void;
  onAlternarLeido: (m: MensajeContacto) => void;
  onEliminar: (m: MensajeContacto) => void;
  ocupado: boolean;
}) {
  return (
    <Dialog open={mensaje !== null} onOpenChange={(o) => !o && onCerrar()}>
      {mensaje && (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle className="break-words">{mensaje.asunto}</DialogTitle>
            <DialogDescription className="break-words">
              De {mensaje.nombre} &lt;{mensaje.email}&gt; ·{' '}
              <time dateTime={mensaje.createdAt}>{formatoInstante(mensaje.createdAt)}</time>
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm break-words whitespace-pre-wrap">{mensaje.mensaje}</p>
          <div className="flex flex-wrap gap-2">
            <AccionesMensaje
              mensaje={mensaje}
              onAlternarLeido={() => onAlternarLeido(mensaje)}
              onEliminar={() => onEliminar(mensaje)}
              ocupado={ocupado}
            />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
