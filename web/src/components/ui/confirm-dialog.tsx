import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Texto del botón mientras `onConfirm` está pendiente. */
  busyLabel?: string;
  /** Si devuelve una promesa, el diálogo espera y se cierra al resolverse (si falla, queda abierto). */
  onConfirm: () => void | Promise<unknown>;
  destructive?: boolean;
  children?: ReactNode;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title = '¿Está seguro?',
  description,
  confirmLabel = 'Eliminar',
  cancelLabel = 'Cancelar',
  busyLabel,
  onConfirm,
  destructive = true,
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const busyText = busyLabel ?? (confirmLabel === 'Eliminar' ? 'Eliminando...' : 'Procesando...');

  async function handleConfirm(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // El llamador informa del error (p. ej. con un toast); el diálogo queda abierto.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent
        {...(description ? {} : { 'aria-describedby': undefined })}
        onEscapeKeyDown={(e) => pending && e.preventDefault()}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description && <AlertDialogDescription>{description}</AlertDialogDescription>}
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            onClick={handleConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className={buttonVariants({ variant: destructive ? 'destructive' : 'default' })}
          >
            {pending ? busyText : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
