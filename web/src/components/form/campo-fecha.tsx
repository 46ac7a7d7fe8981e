/**
 * A date field of a react-hook-form form: label, the kit's `EntradaFecha` (dd/mm/aaaa whatever the
 * browser's language, calendar button) and the field's error. The form's value is 'yyyy-MM-dd' once the
 * text is a real date, '' when blank, and the text itself otherwise (the shared schema reports it).
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { EntradaFecha } from '@/components/form/entrada-fecha';
import { FormField } from '@/components/form/form-field';

interface Props<T extends FieldValues> {
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  label: string;
  id: string;
  description?: string;
  required?: boolean;
  className?: string;
  /** 'yyyy-MM-dd' bounds of the calendar (the schema checks the value). */
  min?: string;
  max?: string;
  disabled?: boolean;
}

export function CampoFecha<T extends FieldValues>({
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
          <EntradaFecha
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
