/**
 * `FormDialog` for a list screen's record: given the record being edited (null for a new one) it picks
 * the title, starts from `formulario.valores(registro)` and saves with the record's id (undefined for a
 * new one). `formulario` is the record's form, a module constant: titles, description, schema, values.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, type FormDialogProps } from '@/components/form/form-dialog';

export interface FormularioRegistro<T, TIn extends FieldValues, TOut> {
  titulos: { nuevo: string; editar: string };
  descripcion: ReactNode;
  schema: z.ZodType<TOut, TIn>;
  valores: (registro: T | null) => TIn;
}

/** The props every record dialog takes from its list screen: open state and, under `K`, its record. */
export type DialogoRegistroProps<K extends string = never, T = never> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & { [k in K]: T | null };

export function FormDialogRegistro<T extends { id: number }, TIn extends FieldValues, TOut>({
  registro,
  formulario,
  guardar,
  ...resto
}: DialogoRegistroProps &
  Omit<
    FormDialogProps<TIn, TOut>,
    'titulo' | 'descripcion' | 'registro' | 'schema' | 'valores' | 'guardar'
  > & {
    registro: T | null;
    formulario: FormularioRegistro<T, TIn, TOut>;
    guardar: (cambio: { id?: number; datos: TOut }) => Promise<unknown>;
  }) {
  return (
    <FormDialog
      {...resto}
      titulo={registro ? formulario.titulos.editar : formulario.titulos.nuevo}
      descripcion={formulario.descripcion}
      registro={registro?.id ?? null}
      schema={formulario.schema}
      valores={formulario.valores(registro)}
      guardar={(datos) => guardar({ id: registro?.id, datos })}
    />
  );
}

/** A record's form, its types taken from `schema` and `valores`. */
export const formularioRegistro = <T, TIn extends FieldValues, TOut>(f: FormularioRegistro<T, TIn, TOut>) =>
  f;
