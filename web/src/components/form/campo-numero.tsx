/**
 * A number field of a react-hook-form form (money, kilometres, quantities, hours): label, the kit's
 * `EntradaNumero` (decimal comma or dot, shown with a comma) and the field's error.
 */
import type { FieldValues } from 'react-hook-form';
import { CampoControlado, type PropsCampo } from '@/components/form/campo-controlado';
import { EntradaNumero } from '@/components/form/entrada-numero';

interface Props<T extends FieldValues> extends PropsCampo<T> {
  /** Decimals shown (at most, or exactly with `fijos`, as money); 0 for whole numbers. */
  decimales?: number;
  fijos?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

export function CampoNumero<T extends FieldValues>({
  control,
  name,
  label,
  id,
  description,
  required,
  className,
  ...entrada
}: Props<T>) {
  return (
    <CampoControlado
      {...{ control, name, label, id, description, required, className }}
      entrada={(field) => (
        <EntradaNumero
          {...entrada}
          name={field.name}
          valor={field.value}
          onCambio={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
