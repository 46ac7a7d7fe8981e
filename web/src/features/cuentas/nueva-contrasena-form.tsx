import { zodResolver } from '@/lib/zod-resolver';
import {
  nuevaContrasenaFormSchema,
  type NuevaContrasenaForm as Valores,
} from '@escuela/shared/cuentas/cuentas.schemas';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { useRestablecerContrasena } from './cuentas.queries';
import { erroresPassword } from '@/components/form/reglas-password';
import { CampoPasswordNueva } from '@/components/form/campo-password-nueva';

/** Sets a password from a reset or invitation link, then goes to the login that fits the account. */
export function NuevaContrasenaForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const restablecer = useRestablecerContrasena();
  const form = useForm<Valores>({
    resolver: zodResolver(nuevaContrasenaFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async ({ password: nueva }) => {
    // The mutation toasts the outcome; an error leaves the form as it is.
    const res = await restablecer.mutateAsync({ token, password: nueva }).catch(() => null);
    if (res) navigate(res.acceso, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <CampoPasswordNueva
        control={form.control}
        name="password"
        label="Nueva contraseña"
        id="nueva-password"
        description="Mínimo 8 caracteres, con minúscula, mayúscula, número y símbolo."
      />
      <FormField label="Confirmar contraseña" id="nueva-confirm" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button
        type="submit"
        className="w-full"
        disabled={isSubmitting || erroresPassword(password).length > 0}
      >
        {isSubmitting ? 'Guardando...' : 'Guardar contraseña'}
      </Button>
    </form>
  );
}
