/**
 * The app's one select: Radix Select (keyboard, screen readers and touch behave the same in every
 * browser), with string values. `vacio` adds a first option for no value ('': all, none), since Radix
 * items cannot have an empty value. A long value never widens the page: the trigger truncates it and
 * keeps the whole text as its tooltip (the options list wraps it); screen readers read it whole.
 */
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface Opcion {
  valor: string;
  etiqueta: string;
}

const VACIO = '__vacio__';

/** Options from a contract's values and their labels, in the values' order. */
export const opcionesDeEtiquetas = <T extends string>(
  valores: readonly T[],
  etiquetas: Record<T, string>,
): Opcion[] => valores.map((valor) => ({ valor, etiqueta: etiquetas[valor] }));

/** Options from records with an id and a name. */
export const opcionesDe = (filas: readonly { id: number; nombre: string }[]): Opcion[] =>
  filas.map((f) => ({ valor: String(f.id), etiqueta: f.nombre }));

export function Selector({
  valor,
  onCambio,
  opciones,
  placeholder,
  vacio,
  disabled,
  ...trigger
}: {
  valor: string;
  onCambio: (valor: string) => void;
  opciones: readonly Opcion[];
  placeholder?: string;
  vacio?: string;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}) {
  const elegida = vacio && valor === '' ? vacio : opciones.find((o) => o.valor === valor)?.etiqueta;
  return (
    <Select
      value={vacio && valor === '' ? VACIO : valor}
      onValueChange={(v) => onCambio(v === VACIO ? '' : v)}
      disabled={disabled}
    >
      <SelectTrigger {...trigger} title={elegida}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {vacio && <SelectItem value={VACIO}>{vacio}</SelectItem>}
        {opciones.map((o) => (
          <SelectItem key={o.valor} value={o.valor}>
            {o.etiqueta}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
