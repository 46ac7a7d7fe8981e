/** The controls above a list: a search box that reports once typing pauses, and a labelled select. */
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Selector, type Opcion } from '@/components/form/selector';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export function FiltroBusqueda({
  id,
  etiqueta,
  valor,
  onCambio,
  placeholder,
  className,
}: {
  id: string;
  etiqueta: string;
  valor: string;
  onCambio: (texto: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const [texto, setTexto] = useState(valor);
  // A value that changes from outside (a 'Limpiar filtros' button, the browser's back) replaces what
  // was typed; the value this box sent itself does not (the user may have typed on since).
  const [recibido, setRecibido] = useState(valor);
  const [enviado, setEnviado] = useState(valor);
  if (valor !== recibido) {
    setRecibido(valor);
    if (valor !== enviado) setTexto(valor);
  }
  useEffect(() => {
    if (texto.trim() === valor) return;
    const t = setTimeout(() => {
      setEnviado(texto.trim());
      onCambio(texto.trim());
    }, 300);
    return () => clearTimeout(t);
  }, [texto, valor, onCambio]);
  return (
    <div className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2', className)}>
      <Label htmlFor={id}>{etiqueta}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
      </div>
    </div>
  );
}

export function FiltroSelect({
  id,
  etiqueta,
  className,
  ...selector
}: {
  id: string;
  etiqueta: string;
  valor: string;
  onCambio: (valor: string) => void;
  opciones: readonly Opcion[];
  vacio?: string;
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2', className)}>
      <Label htmlFor={id}>{etiqueta}</Label>
      <Selector id={id} {...selector} />
    </div>
  );
}

/**
 * Binds the controls above to the list's filters: `campo('estado')` gives the `valor` and `onCambio` of
 * the filter `estado` (the URL's value as text, '' for none; a change writes it back with `cambiar`).
 */
export function camposDeFiltro<F extends object>(
  filtros: F,
  cambiar: (cambios: Record<string, string>) => void,
) {
  return (clave: keyof F & string) => ({
    valor: String(filtros[clave] ?? ''),
    onCambio: (valor: string) => cambiar({ [clave]: valor }),
  });
}
