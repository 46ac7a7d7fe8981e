/**
 * «Notificaciones en este dispositivo» (issue 27): a family or a teacher turns Web Push on or off for the
 * browser they are using. Without it (or where the browser cannot), everything arrives by e-mail.
 */
import { mensajesPush } from '@escuela/shared/notificaciones/push.schemas';
import { useEffect, useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { activarPush, desactivarPush, pushSoportado, suscripcionActual } from '@/lib/push';

export function ActivarPush() {
  const soportado = pushSoportado();
  const [activa, setActiva] = useState<boolean | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [denegadas, setDenegadas] = useState(soportado && Notification.permission === 'denied');

  useEffect(() => {
    if (!soportado) return;
    let vivo = true;
    suscripcionActual()
      .then((s) => vivo && setActiva(s !== null))
      .catch(() => vivo && setActiva(false));
    return () => {
      vivo = false;
    };
  }, [soportado]);

  const cambiar = async (encender: boolean) => {
    setOcupado(true);
    try {
      if (encender) {
        if ((await activarPush()) === 'denegado') {
          setDenegadas(true);
          return;
        }
        setActiva(true);
        toast({ title: mensajesPush.activadas });
      } else {
        await desactivarPush();
        setActiva(false);
        toast({ title: mensajesPush.desactivadas });
      }
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, mensajesPush.error), variant: 'destructive' });
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div className="rounded-lg border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor="activar-push" className="font-medium">
          Notificaciones en este dispositivo
        </label>
        <Switch
          id="activar-push"
          checked={activa === true}
          disabled={!soportado || denegadas || activa === null || ocupado}
          onCheckedChange={(v) => void cambiar(v)}
        />
      </div>
      <p className="mt-1 text-muted-foreground">
        {!soportado
          ? `${mensajesPush.noSoportadas}: te avisaremos por correo.`
          : denegadas
            ? mensajesPush.denegadas
            : 'Recibe los avisos y las cancelaciones al momento. Sin notificaciones, te llegan por correo. De 21:00 a 8:00 esperan a la mañana, salvo la cancelación de una clase de ese día.'}
      </p>
    </div>
  );
}
