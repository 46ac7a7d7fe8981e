/**
 * The create/edit dialog of every list screen. The form is remounted for each record it opens with
 * (`registro`), so it always starts from `valores`; submitting validates with the shared schema, calls
 * `guardar` (a `useMutacion`, which toasts success and errors) and closes on success, or puts the
 * server's field errors under the fields and stays open.
 */
import { zodResolver } from '@/lib/zod-resolver';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';
import { Button } from '@/components/ui/button';
import { Dialogo } from '@/components/dialogo/dialogo';
import { DialogFooter } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

export interface FormDialogProps<TIn extends FieldValues, TOut> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  titulo: string;
  descripcion: ReactNode;
  /** The record being edited (its id), or null for a new one: the form remounts when it changes. */
  registro: number | null;
  schema: z.ZodType<TOut, TIn>;
  valores: TIn;
  guardar: (datos: TOut) => Promise<unknown>;
  /** Server field → form field, for fields edited under another name. */
  renombrar?: Record<string, string>;
  alInvalido?: (errores: FieldErrors<TIn>) => void;
  className?: string;
  formClassName?: string;
  children: (form: UseFormReturn<TIn, unknown, TOut>) => ReactNode;
}

export function FormDialog<TIn extends FieldValues, TOut>(props: FormDialogProps<TIn, TOut>) {
  // The dialog takes what it knows of these props (open state, title, description, class).
  return (
    <Dialogo {...props}>
      <Formulario key={props.registro ?? 'nuevo'} {...props} />
    </Dialogo>
  );
}

function Formulario<TIn extends FieldValues, TOut>({
  onOpenChange,
  schema,
  valores,
  guardar,
  renombrar,
  alInvalido,
  formClassName,
  children,
}: FormDialogProps<TIn, TOut>) {
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: valores as DefaultValues<TIn>,
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (datos) => {
    try {
      await guardar(datos);
      onOpenChange(false);
    } catch (err) {
      ponerErroresDelServidor(form, err, { renombrar });
    }
  }, alInvalido);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={cn('grid grid-cols-[minmax(0,1fr)] gap-4', formClassName)}
    >
      {children(form)}
      <DialogFooter className="sm:col-span-full">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
