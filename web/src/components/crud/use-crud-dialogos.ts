import { useState } from 'react';

/**
 * The state every list-with-dialogs screen needs: which record the edit dialog holds (null = new), whether
 * it is open, which record awaits delete confirmation, and the confirmed delete. Toasts come from the
 * mutation (`useMutacion`); a failed delete rejects, so the confirmation dialog stays open.
 */
export function useCrudDialogos<T extends { id: number }>(eliminar: (id: number) => Promise<unknown>) {
  const [editando, setEditando] = useState<T | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const [borrando, setBorrando] = useState<T | null>(null);

  const abrir = (registro: T | null) => {
    setEditando(registro);
    setDialogo(true);
  };

  const confirmarBorrado = async () => {
    if (borrando) await eliminar(borrando.id);
  };

  return { editando, dialogo, setDialogo, abrir, borrando, setBorrando, confirmarBorrado };
}
