/**
 * The controls above a list: a search box that reports once typing pauses, a labelled select and a date,
 * and `BarraFiltros`, the row of them bound to the list's URL filters from a list of definitions.
 */
import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Selector, type Opcion } from '@/components/form/selector';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EntradaFecha } from '@/components/form/entrada-fecha';
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

/** A date filter (dd/mm/aaaa, calendar button): the list's filter changes once the text is a date or blank. */
export function FiltroFecha(props: {
  id: string;
  etiqueta: string;
  valor: string;
  onCambio: (v: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2', props.className)}>
      <Label htmlFor={props.id} id={`${props.id}-label`}>
        {props.etiqueta}
      </Label>
      <EntradaFecha
        id={props.id}
        valor={props.valor}
        onCambio={(v) => (v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v)) && props.onCambio(v)}
      />
    </div>
  );
}

/** One control of a `BarraFiltros`: the filter it edits (`clave`), its id and label. */
export type DefFiltro<F> = { clave: keyof F & string; id: string; etiqueta: string; className?: string } & (
  | { tipo: 'fecha' }
  /** `valor`: what the select shows when the URL's value is not one of its options. */
  | { tipo: 'select'; opciones: readonly Opcion[]; vacio?: string; valor?: string }
);

const COLUMNAS_LG = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' } as const;

/** The filters row of a list: each definition (false = not shown) becomes its control; `children` follow. */
export function BarraFiltros<F extends object>({
  filtros,
  cambiar,
  buscar,
  defs,
  columnas,
  className = columnas
    ? `mb-4 grid grid-cols-2 gap-3 ${COLUMNAS_LG[columnas]}`
    : 'mb-4 flex flex-col gap-3 sm:flex-row sm:items-end',
  children,
}: {
  filtros: F;
  cambiar: (cambios: Record<string, string>) => void;
  /** The row's search box (the `search` filter), first and wider than the other controls. */
  buscar?: { id: string; etiqueta: string; placeholder?: string };
  defs: readonly (DefFiltro<F> | false)[];
  /** A grid of two columns on phones and this many on wide screens, instead of one row. */
  columnas?: keyof typeof COLUMNAS_LG;
  className?: string;
  children?: ReactNode;
}) {
  const campo = camposDeFiltro(filtros, cambiar);
  return (
    <search className={className}>
      {buscar && (
        <FiltroBusqueda
          {...buscar}
          {...campo('search' as keyof F & string)}
          className={columnas ? 'col-span-2 lg:col-span-1' : 'flex-1'}
        />
      )}
      {defs.map((def) => {
        if (!def) return null;
        const { clave, id, etiqueta, className: clase } = def;
        const comunes = { id, etiqueta, ...campo(clave) };
        if (def.tipo === 'fecha') return <FiltroFecha key={id} {...comunes} />;
        return (
          <FiltroSelect
            key={id}
            {...comunes}
            valor={def.valor ?? comunes.valor}
            opciones={def.opciones}
            vacio={def.vacio}
            className={clase}
          />
        );
      })}
      {children}
    </search>
  );
}

/**
 * A select's options plus the URL's value when the list does not (yet) hold it (a link to a group that
 * is not loaded), so the select still shows it, as `etiqueta(valor)`.
 */
export function conValorDelEnlace(
  opciones: readonly Opcion[],
  valor: string,
  etiqueta: (v: string) => string,
) {
  return valor && !opciones.some((o) => o.valor === valor)
    ? [{ valor, etiqueta: etiqueta(valor) }, ...opciones]
    : [...opciones];
}
