import type { MensajeContacto } from '@escuela/shared/mensajes-contacto/mensajes-contacto.schemas';
import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'mailto:ana@x.es?subject=Re%3A%20Plazas': the address and the subject escaped for a URL. */
export const enlaceResponder = (m: Pick<MensajeContacto, 'email' | 'asunto'>) =>
  `mailto:${encodeURIComponent(m.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${m.asunto}`)}`;

/** Toggle read/unread, 'Responder' by e-mail and delete: on each card and in the view dialog (a fragment: the caller lays them out). */
export function AccionesMensaje({
  mensaje,
  onAlternarLeido,
  onEliminar,
  ocupado,
}: {
  mensaje: MensajeContacto;
  onAlternarLeido: () => void;
  onEliminar: () => void;
  ocupado?: boolean;
}) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onAlternarLeido} disabled={ocupado}>
        {mensaje.leido ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
        {mensaje.leido ? 'Marcar como no leído' : 'Marcar como leído'}
      </Button>
      <Button variant="outline" size="sm" asChild>
        <a href={enlaceResponder(mensaje)}>
          <Reply aria-hidden="true" />
          Responder
        </a>
      </Button>
      <Button variant="outline" size="sm" onClick={onEliminar} className="text-destructive">
        <Trash2 aria-hidden="true" />
        Eliminar
      </Button>
    </>
  );
}
