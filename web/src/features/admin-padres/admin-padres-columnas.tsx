import type { PadreAdmin } from '@escuela/shared/admin-padres/admin-padres.schemas';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { Columna } from '@/components/tabla/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export const nombreCompleto = (p: PadreAdmin) => [p.nombre, p.apellidos].filter(Boolean).join(' ');

export interface Seleccion {
  todos: boolean | 'indeterminate';
  cambiarTodos: (marcar: boolean) => void;
  marcado: (id: number) => boolean;
  cambiar: (id: number, marcar: boolean) => void;
}

/** The columns of /admin-padres: selection, the three sortable ones (spec 02 §2) and the child count. */
export function columnasPadres(sel: Seleccion): Columna<PadreAdmin>[] {
  return [
    {
      titulo: 'Selección',
      className: 'w-10',
      cabecera: (
        <Checkbox
          aria-label="Seleccionar todos"
          checked={sel.todos}
          onCheckedChange={(v) => sel.cambiarTodos(v === true)}
        />
      ),
      celda: (p) => (
        <Checkbox
          aria-label={`Seleccionar ${nombreCompleto(p)}`}
          checked={sel.marcado(p.id)}
          onCheckedChange={(v) => sel.cambiar(p.id, v === true)}
        />
      ),
    },
    {
      titulo: 'Nombre',
      orden: nombreCompleto,
      celda: (p) => (
        <span className="flex flex-wrap items-center gap-2">
          {nombreCompleto(p)}
          {p.invitacionPendiente && <Badge variant="secondary">Invitación pendiente</Badge>}
        </span>
      ),
    },
    { titulo: 'Email', orden: (p) => p.email, celda: (p) => p.email, celdaClassName: 'whitespace-nowrap' },
    {
      titulo: 'Colegio',
      orden: (p) => p.colegio?.nombre ?? '',
      celda: (p) => p.colegio?.nombre ?? 'Sin colegio',
    },
    { titulo: 'Alumnos', celda: (p) => p.numAlumnos, className: 'text-right' },
  ];
}

/** The row menu (spec 02 §2): edit and delete. */
export function MenuFila({
  padre,
  onEditar,
  onEliminar,
}: {
  padre: PadreAdmin;
  onEditar: () => void;
  onEliminar: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Acciones de ${nombreCompleto(padre)}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEditar}>
          <Pencil aria-hidden="true" />
          Editar
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onEliminar}>
          <Trash2 aria-hidden="true" />
          Eliminar
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
