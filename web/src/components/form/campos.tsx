/**
 * Form fields bound to react-hook-form for the kit's dialogs: a select and a checkbox group (both
 * controlled), with their label, required mark and the field's error under them. Controls work with
 * strings; `numerico` stores numbers (ids, days), '' meaning none (null).
 */
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { GrupoCasillas } from '@/components/form/grupo-casillas';
import { opcionesDe, Selector, type Opcion } from '@/components/form/selector';

interface Comunes<T extends FieldValues> {
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  label: string;
  id: string;
  opciones: readonly Opcion[];
  required?: boolean;
  className?: string;
  numerico?: boolean;
}

const aTexto = (v: unknown) => (v === null || v === undefined || v === 0 ? '' : String(v));
const deTexto = (v: string, numerico?: boolean) => (!numerico ? v : v === '' ? null : Number(v));

function Campo<T extends FieldValues>({
  control,
  name,
  render,
}: Pick<Comunes<T>, 'control' | 'name'> & {
  render: (valor: unknown, cambiar: (v: unknown) => void, error?: string) => ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>{render(field.value, field.onChange, fieldState.error?.message)}</>
      )}
    />
  );
}

/** A select; `vacio` names the option for no value. */
export function CampoSelect<T extends FieldValues>(
  props: Comunes<T> & { placeholder?: string; vacio?: string; disabled?: boolean },
) {
  const { label, id, required, className, numerico, ...selector } = props;
  return (
    <Campo
      {...props}
      render={(valor, cambiar, error) => (
        <FormField label={label} id={id} error={error} required={required} className={className}>
          <Selector
            valor={aTexto(valor)}
            onCambio={(v) => cambiar(deTexto(v, numerico))}
            opciones={selector.opciones}
            placeholder={selector.placeholder}
            vacio={selector.vacio}
            disabled={selector.disabled}
          />
        </FormField>
      )}
    />
  );
}

/** A set of checkboxes whose value is the list of the checked options' values. */
export function CampoCasillas<T extends FieldValues>(props: Comunes<T> & { columnasClassName?: string }) {
  const { label, id, numerico, ...resto } = props;
  return (
    <Campo
      {...props}
      render={(valor, cambiar, error) => (
        <GrupoCasillas
          leyenda={label}
          idBase={id}
          opciones={resto.opciones}
          valor={((valor ?? []) as unknown[]).map(String)}
          onCambio={(v) => cambiar(v.map((x) => deTexto(x, numerico)))}
          error={error}
          required={resto.required}
          className={resto.className}
          columnasClassName={resto.columnasClassName}
        />
      )}
    />
  );
}

/** The required 'Nivel' select of a form whose field is `nivelId`, from the levels list. */
export function CampoNivel<T extends FieldValues & { nivelId: unknown }>({
  control,
  id,
  niveles,
}: {
  control: Control<T, unknown, any>;
  id: string;
  niveles: readonly { id: number; nombre: string }[] | undefined;
}) {
  return (
    <CampoSelect
      control={control}
      name={'nivelId' as FieldPath<T>}
      label="Nivel"
      id={id}
      opciones={opcionesDe(niveles ?? [])}
      placeholder="Seleccione un nivel"
      numerico
      required
    />
  );
}
