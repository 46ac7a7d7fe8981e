/**
 * What the kit's typed fields of a react-hook-form form share: the Controller, the label, the required
 * mark, the description and the field's error under it (`FormField`), around the input `entrada` draws.
 */
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FormField } from '@/components/form/form-field';

export interface PropsCampo<T extends FieldValues> {
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  label: ReactNode;
  id: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
}

export function CampoControlado<T extends FieldValues>({
  control,
  name,
  entrada,
  ...campo
}: PropsCampo<T> & {
  entrada: (field: ControllerRenderProps<T, FieldPath<T>>) => ComponentProps<typeof FormField>['children'];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField {...campo} error={fieldState.error?.message}>
          {entrada(field)}
        </FormField>
      )}
    />
  );
}

/** What a kit input takes from its field (`EntradaFecha`, `EntradaNumero`): its value and callbacks. */
interface PropsDeEntrada<V> {
  valor: V | null | undefined;
  onCambio: (valor: never) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
}

/**
 * A react-hook-form field over a kit input: `export const CampoFecha = campoDe(EntradaFecha)`. The field
 * gives the input its value, `onCambio` and `onBlur`; any other prop of the input (min, decimales…) is the
 * field's own.
 */
export function campoDe<V, E extends PropsDeEntrada<V>>(Entrada: ComponentType<E>) {
  type Propias = Omit<E, keyof PropsDeEntrada<V>>;
  return function Campo<T extends FieldValues>({
    control,
    name,
    label,
    id,
    description,
    required,
    className,
    ...entrada
  }: PropsCampo<T> & Propias) {
    return (
      <CampoControlado
        {...{ control, name, label, id, description, required, className }}
        entrada={(field) => {
          const props = {
            ...entrada,
            name: field.name,
            valor: field.value,
            onCambio: field.onChange,
            onBlur: field.onBlur,
          } as unknown as E;
          return <Entrada {...props} />;
        }}
      />
    );
  };
}
