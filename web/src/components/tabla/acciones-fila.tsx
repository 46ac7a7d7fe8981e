import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A row's edit and delete buttons, named after the record ('Editar Ana López'), plus any extra ones. */
export function AccionesFila({
  nombre,
  onEditar,
  onEliminar,
  children,
}: {
  nombre: string;
  onEditar?: () => void;
  onEliminar?: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      {children}
      {onEditar && (
        <Button variant="ghost" size="icon" aria-label={`Editar ${nombre}`} onClick={onEditar}>
          <Pencil aria-hidden="true" />
        </Button>
      )}
      {onEliminar && (
        <Button variant="ghost" size="icon" aria-label={`Eliminar ${nombre}`} onClick={onEliminar}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      )}
    </>
  );
}
