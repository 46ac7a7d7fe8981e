/**
 * The delete confirmation of a list screen (`useCrudDialogos`). A refused delete (409: the record is in
 * use) also says why inside the dialog, since the modal hides the toast from screen readers.
 */
import { useState } from 'react';
import type { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api';

export function ConfirmarBorrado<T extends { id: number }>({
  crud,
  titulo,
  descripcion,
  errorPorDefecto,
}: {
  crud: ReturnType<typeof useCrudDialogos<T>>;
  titulo: string;
  descripcion: (registro: T) => string;
  /** The message when the server gives none. */
  errorPorDefecto: string;
}) {
  const [motivo, setMotivo] = useState<string | null>(null);
  const borrar = async () => {
    try {
      await crud.confirmarBorrado();
    } catch (err) {
      setMotivo(errorMessage(err, errorPorDefecto));
      throw err;
    }
  };
  return (
    <ConfirmDialog
      open={crud.borrando !== null}
      onOpenChange={(o) => {
        if (o) return;
        crud.setBorrando(null);
        setMotivo(null);
      }}
      title={titulo}
      description={crud.borrando ? descripcion(crud.borrando) : undefined}
      onConfirm={borrar}
    >
      {motivo && (
        <p role="alert" className="text-sm text-destructive">
          {motivo}
        </p>
      )}
    </ConfirmDialog>
  );
}
