/**
 * What the kit's typed fields of a react-hook-form form share: the Controller, the label, the required
 * mark, the description and the field's error under it (`FormField`), around the input `entrada` draws.
 */
import type { ComponentProps, ReactNode } from 'react';
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
