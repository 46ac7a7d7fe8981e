/**
 * A file download with the screens' toasts: saves the endpoint's answer under the server's file name
 * and says 'Descarga iniciada', or 'Error' with the server's message or the fallback.
 */
import type { Endpoint, EndpointInput } from '@escuela/shared';
import { toast } from '@/components/ui/use-toast';
import { apiDownload, errorMessage, saveBlob } from '@/lib/api';

export async function descargar<E extends Endpoint>(
  endpoint: E,
  opciones: {
    nombre: string;
    error: string;
    input?: EndpointInput<E>;
    /** A refusal the screen answers itself (a confirmation): true when handled, so no error toast. */
    siFalla?: (err: unknown) => boolean;
  },
): Promise<void> {
  try {
    const { blob, filename } = await apiDownload(endpoint, opciones.nombre, opciones.input as never);
    saveBlob(blob, filename);
    toast({ title: 'Descarga iniciada' });
  } catch (err) {
    if (opciones.siFalla?.(err)) return;
    toast({ title: 'Error', description: errorMessage(err, opciones.error), variant: 'destructive' });
  }
}
