/**
 * A date field of a react-hook-form form: label, the kit's `EntradaFecha` (dd/mm/aaaa whatever the
 * browser's language, calendar button) and the field's error. The form's value is 'yyyy-MM-dd' once the
 * text is a real date, '' when blank, and the text itself otherwise (the shared schema reports it).
 */
import type { FieldValues } from 'react-hook-form';
import { CampoControlado, type PropsCampo } from '@/components/form/campo-controlado';
import { EntradaFecha } from '@/components/form/entrada-fecha';

interface Props<T extends FieldValues> extends PropsCampo<T> {
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
    <CampoControlado
      {...{ control, name, label, id, description, required, className }}
      entrada={(field) => (
        <EntradaFecha
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
