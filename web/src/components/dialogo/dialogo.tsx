/**
 * A plain dialog of the kit: title, description, body and an optional footer (`pie`). The form dialogs
 * (`FormDialog`) and every hand-made dialog build on it; a form whose buttons submit puts its own
 * `DialogFooter` inside the form instead of using `pie`. While `bloqueado` (an upload running), a click
 * outside does not close it.
 */
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export interface DialogoProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  titulo: ReactNode;
  descripcion: ReactNode;
  /** The button that opens it, when the dialog handles its own open state. */
  disparador?: ReactNode;
  /** While true, a click outside does not close it. */
  bloqueado?: boolean;
  className?: string;
  pie?: ReactNode;
  children?: ReactNode;
}

export function Dialogo({
  open,
  onOpenChange,
  titulo,
  descripcion,
  disparador,
  bloqueado = false,
  className,
  pie,
  children,
}: DialogoProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {disparador && <DialogTrigger asChild>{disparador}</DialogTrigger>}
      <DialogContent className={className} onInteractOutside={(e) => bloqueado && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{descripcion}</DialogDescription>
        </DialogHeader>
        {children}
        {pie && <DialogFooter>{pie}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}
