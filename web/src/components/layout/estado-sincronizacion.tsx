import { mensajesSincronizacion } from '@escuela/shared/asistencias/asistencias.schemas';
import { CloudOff, RefreshCw, Check } from 'lucide-react';
import { useEstadoSincronizacion } from '@/lib/dispositivo/use-dispositivo';
import { cn } from '@/lib/utils';

/**
 * The offline line of the staff area (issue 28): "Sin conexión · N cambios pendientes" while marks wait
 * on the device, then "Sincronizado" once they reached the server. Nothing when there is nothing to say.
 */
export function EstadoSincronizacion({ className }: { className?: string }) {
  const e = useEstadoSincronizacion();
  let texto: string | null = null;
  let Icono = CloudOff;
  if (e.pendientes > 0 && (!e.enLinea || !e.sincronizando))
    texto = mensajesSincronizacion.pendientes(e.pendientes);
  else if (e.sincronizando) {
    texto = mensajesSincronizacion.sincronizando;
    Icono = RefreshCw;
  } else if (e.sincronizado) {
    texto = mensajesSincronizacion.sincronizado;
    Icono = Check;
  } else if (!e.enLinea) texto = 'Sin conexión';
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-md px-3 py-2 text-sm',
        texto ? 'border border-border bg-background' : 'sr-only',
        e.pendientes > 0 && 'border-amber-300 bg-amber-50 text-amber-900',
        className,
      )}
    >
      {texto && <Icono aria-hidden="true" className="size-4 shrink-0" />}
      {texto}
    </p>
  );
}
