/**
 * A date field that reads and writes dd/mm/aaaa whatever the browser's language (the app shows dates
 * that way everywhere), bound to react-hook-form. The form's value is 'yyyy-MM-dd' once the text is a
 * real date, '' when blank, and the text itself otherwise, so the shared schema reports it in Spanish.
 */
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { fechaDeTextoEs, formatoFecha } from '@/lib/formato-es';

interface Props<T extends FieldValues> {
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  label: string;
  id: string;
  description?: string;
  required?: boolean;
  className?: string;
}

const valorDe = (texto: string) => (texto.trim() === '' ? '' : (fechaDeTextoEs(texto) ?? texto));
const textoDe = (valor: unknown) =>
  typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(valor) ? formatoFecha(valor) : String(valor ?? '');

function EntradaFecha({
  valor,
  cambiar,
  alSalir,
  ...input
}: {
  valor: unknown;
  cambiar: (v: string) => void;
  alSalir: () => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const [texto, setTexto] = useState(() => textoDe(valor));
  // A value set from outside (the form sets it) shows as its dd/mm/aaaa text (adjusted while rendering).
  const [visto, setVisto] = useState(valor);
  if (valor !== visto) {
    setVisto(valor);
    if (valorDe(texto) !== (valor ?? '')) setTexto(textoDe(valor));
  }
  return (
    <Input
      {...input}
      inputMode="numeric"
      autoComplete="off"
      placeholder="dd/mm/aaaa"
      value={texto}
      onChange={(e) => {
        setTexto(e.target.value);
        cambiar(valorDe(e.target.value));
      }}
      onBlur={() => {
        const iso = fechaDeTextoEs(texto);
        if (iso) setTexto(formatoFecha(iso));
        alSalir();
      }}
    />
  );
}

export function CampoFecha<T extends FieldValues>({
  control,
  name,
  label,
  id,
  description,
  required,
  className,
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          id={id}
          error={fieldState.error?.message}
          description={description}
          required={required}
          className={className}
        >
          <EntradaFecha valor={field.value} cambiar={field.onChange} alSalir={field.onBlur} />
        </FormField>
      )}
    />
  );
}
