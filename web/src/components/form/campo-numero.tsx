/**
 * A number field of a react-hook-form form (money, kilometres, quantities, hours): label, the kit's
 * `EntradaNumero` (decimal comma or dot, shown with a comma) and the field's error.
 */
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { EntradaNumero } from '@/components/form/entrada-numero';
import { FormField } from '@/components/form/form-field';

interface Props<T extends FieldValues> {
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  label: ReactNode;
  id: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
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
          <EntradaNumero
            {...entrada}
            name={field.name}
            valor={field.value}
            onCambio={field.onChange}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
