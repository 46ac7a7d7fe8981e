/**
 * The kit's number input (decision 037): money, kilometres, quantities and hours typed the Spanish way,
 * '17,5' or '17.5' (a native number input drops the comma in some browsers: '17,5' became 175), shown
 * with a decimal comma once the field is left. Its value is the number, `undefined` when blank (the
 * schema's default or its "required" message) and NaN when the text is not a number (its message).
 */
import { numeroDeTextoEs, textoDeNumeroEs } from '@escuela/shared/common/entrada-es';
import { useState } from 'react';
import { Input } from '@/components/ui/input';

export interface EntradaNumeroProps {
  valor: number | null | undefined;
  onCambio: (valor: number | undefined) => void;
  onBlur?: () => void;
  /** Decimals shown (at most, or exactly with `fijos`: money '17,50'); 0 for whole numbers. */
  decimales?: number;
  fijos?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  placeholder?: string;
  autoFocus?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-label'?: string;
}

const valorDe = (texto: string) => (texto.trim() === '' ? undefined : (numeroDeTextoEs(texto) ?? Number.NaN));
const decimalesDe = (n: number) => (String(n).split('.')[1] ?? '').length;
/** The number as the field shows it: a comma, at least the decimals it has (never rounded away). */
const textoDe = (n: number | null | undefined, decimales: number, fijos: boolean) =>
  n === null || n === undefined || !Number.isFinite(n)
    ? ''
    : textoDeNumeroEs(n, { decimales: Math.max(decimales, decimalesDe(n)), fijos });
const iguales = (a: number | undefined, b: number | null | undefined) =>
  (a ?? null) === (b ?? null) || (Number.isNaN(a) && Number.isNaN(b));

export function EntradaNumero({
  valor,
  onCambio,
  onBlur,
  decimales = 2,
  fijos = false,
  ...input
}: EntradaNumeroProps) {
  const [texto, setTexto] = useState(() => textoDe(valor, decimales, fijos));
  // A value set from outside (a reset) replaces the text (adjusted while rendering).
  const [visto, setVisto] = useState(valor);
  if (!iguales(valor ?? undefined, visto)) {
    setVisto(valor);
    if (!iguales(valorDe(texto), valor)) setTexto(textoDe(valor, decimales, fijos));
  }
  return (
    <Input
      {...input}
      type="text"
      inputMode={decimales === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={texto}
      onChange={(e) => {
        const t = e.target.value.replace(/[^\d.,\s+-]/g, '');
        setTexto(t);
        onCambio(valorDe(t));
      }}
      onBlur={() => {
        const n = valorDe(texto);
        if (n !== undefined && Number.isFinite(n)) setTexto(textoDe(n, decimales, fijos));
        onBlur?.();
      }}
    />
  );
}
