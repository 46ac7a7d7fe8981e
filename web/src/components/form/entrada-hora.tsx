/**
 * The kit's time-of-day input (decision 037): 24 h 'hh:mm' whatever the browser's language (a native time
 * input shows '04:00 PM' in an English browser). Its value is 'HH:mm' once the text is a time, '' when
 * blank and the typed text otherwise, so the form's schema reports it in Spanish.
 */
import { horaDeTextoEs, mascaraHora } from '@escuela/shared/common/entrada-es';
import { useState } from 'react';
import { Input } from '@/components/ui/input';

export interface EntradaHoraProps {
  valor: string | null | undefined;
  onCambio: (valor: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

const valorDe = (texto: string) => (texto.trim() === '' ? '' : (horaDeTextoEs(texto) ?? texto.trim()));

export function EntradaHora({ valor, onCambio, onBlur, ...input }: EntradaHoraProps) {
  const [texto, setTexto] = useState(valor ?? '');
  // A value set from outside (a reset) replaces the text (adjusted while rendering).
  const [visto, setVisto] = useState(valor);
  if (valor !== visto) {
    setVisto(valor);
    if (valorDe(texto) !== (valor ?? '')) setTexto(valor ?? '');
  }
  return (
    <Input
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm"
      maxLength={5}
      value={texto}
      onChange={(e) => {
        const t = mascaraHora(e.target.value);
        setTexto(t);
        onCambio(valorDe(t));
      }}
      onBlur={() => {
        const hora = horaDeTextoEs(texto);
        if (hora) setTexto(hora);
        onBlur?.();
      }}
    />
  );
}
