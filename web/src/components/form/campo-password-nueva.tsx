/**
 * A new-password field (a staff dialog's user or parent, the reset form, the parents' sign-up): the
 * password input, and under it the live list of what it still lacks by the form's own shared schema
 * (`passwordSchema` when none is given). Each rule is said once: the field's own
 * error shows only while the field is blank (the list speaks for a typed password).
 */
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { PropsCampo } from '@/components/form/campo-controlado';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { ReglasPassword } from '@/components/form/reglas-password';

export function CampoPasswordNueva<T extends FieldValues>({
  control,
  name,
  schema,
  ...campo
}: PropsCampo<T> & { name: FieldPath<T>; schema?: z.ZodType<unknown, string> }) {
  const reglas = `${campo.id}-reglas`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const password = typeof field.value === 'string' ? field.value : '';
        return (
          <>
            <FormField {...campo} error={password ? undefined : fieldState.error?.message}>
              <PasswordInput
                autoComplete="new-password"
                aria-describedby={reglas}
                name={field.name}
                ref={field.ref}
                value={password}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
            <ReglasPassword id={reglas} password={password} schema={schema} />
          </>
        );
      }}
    />
  );
}
