/**
 * The account part of a staff dialog that creates or edits a person who signs in (a user, a parent):
 * name, e-mail and a new password that may stay blank (an invitation on create, the current one on edit).
 */
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CampoPasswordNueva } from '@/components/form/campo-password-nueva';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';

interface Cuenta {
  nombre: string;
  email: string;
  password?: string | null;
}

export function CamposCuenta<T extends Cuenta & FieldValues, U>({
  form,
  id,
  schema,
  editando,
}: {
  form: UseFormReturn<T, unknown, U>;
  /** Prefix of the fields' ids: `{id}-nombre`, `{id}-email`, `{id}-password`. */
  id: string;
  /** The password rules of this kind of account. */
  schema: z.ZodType<unknown, string>;
  editando: boolean;
}) {
  // T has these fields (the constraint); react-hook-form cannot see a generic type's paths.
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<Cuenta>;
  return (
    <>
      <FormField label="Nombre" id={`${id}-nombre`} error={errors.nombre?.message} required>
        <Input autoComplete="off" {...register('nombre')} />
      </FormField>
      <FormField label="Email" id={`${id}-email`} error={errors.email?.message} required>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <CampoPasswordNueva
        control={control}
        name="password"
        label="Contraseña"
        id={`${id}-password`}
        schema={schema}
        description={
          editando ? 'En blanco: se mantiene la actual' : 'En blanco: se envía una invitación por correo'
        }
      />
    </>
  );
}
