/**
 * Form fields bound to react-hook-form for the kit's dialogs: a select and a checkbox group (both
 * controlled), with their label, required mark and the field's error under them.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { GrupoCasillas } from '@/components/form/grupo-casillas';
import { Selector, type Opcion } from '@/components/form/selector';

interface Comunes<T extends FieldValues> {
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  label: string;
  id: string;
  opciones: readonly Opcion[];
  required?: boolean;
  className?: string;
}

/** A select; `numerico` stores the value as a number (ids), 0 or null meaning none; `vacio` names the '' option. */
export function CampoSelect<T extends FieldValues>({
  control,
  name,
  label,
  id,
  opciones,
  required,
  className,
  placeholder,
  vacio,
  numerico,
}: Comunes<T> & { placeholder?: string; vacio?: string; numerico?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          id={id}
          error={fieldState.error?.message}
          required={required}
          className={className}
        >
          <Selector
            valor={field.value ? String(field.value) : ''}
            onCambio={(v) => field.onChange(v === '' ? (numerico ? null : '') : numerico ? Number(v) : v)}
            opciones={opciones}
            placeholder={placeholder}
            vacio={vacio}
          />
        </FormField>
      )}
    />
  );
}

/** A set of checkboxes whose value is the list of the checked options' values (numbers with `numerico`). */
export function CampoCasillas<T extends FieldValues>({
  control,
  name,
  label,
  id,
  opciones,
  required,
  className,
  columnasClassName,
  numerico,
}: Comunes<T> & { columnasClassName?: string; numerico?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <GrupoCasillas
          leyenda={label}
          idBase={id}
          opciones={opciones}
          valor={((field.value ?? []) as unknown[]).map(String)}
          onCambio={(v) => field.onChange(numerico ? v.map(Number) : v)}
          error={fieldState.error?.message}
          required={required}
          className={className}
          columnasClassName={columnasClassName}
        />
      )}
    />
  );
}
