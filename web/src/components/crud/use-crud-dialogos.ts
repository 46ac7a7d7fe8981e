import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';

/**
 * The state every list-with-dialogs screen needs: which record the edit dialog holds (null = new), whether
 * it is open, which record awaits delete confirmation, and the confirmed delete with its toasts (the spec's
 * success title, or 'Error' with the server message or the screen's fallback).
 */
export function useCrudDialogos<T extends { id: number }>(opciones: {
  eliminar: (id: number) => Promise<unknown>;
  textoEliminado: string;
  errorEliminar: string;
}) {
  const [editando, setEditando] = useState<T | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const [borrando, setBorrando] = useState<T | null>(null);

  const abrir = (registro: T | null) => {
    setEditando(registro);
    setDialogo(true);
  };

  /** For the confirmation dialog: rethrows so the dialog stays open on failure. */
  const confirmarBorrado = async () => {
    if (!borrando) return;
    try {
      await opciones.eliminar(borrando.id);
      toast({ title: opciones.textoEliminado });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, opciones.errorEliminar),
        variant: 'destructive',
      });
      throw err;
    }
  };

  return { editando, dialogo, setDialogo, abrir, borrando, setBorrando, confirmarBorrado };
}
