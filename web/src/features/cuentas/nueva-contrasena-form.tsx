import { zodResolver } from '@hookform/resolvers/zod';
import {
  nuevaContrasenaFormSchema,
  type NuevaContrasenaForm as Valores,
} from '@escuela/shared/cuentas/cuentas.schemas';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useRestablecerContrasena } from './cuentas.queries';
import { ReglasPassword, erroresPassword } from '@/components/form/reglas-password';

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
    try {
      const res = await restablecer.mutateAsync({ token, password: nueva });
      toast({ title: 'Contraseña guardada', description: res.message });
      navigate(res.acceso, { replace: true });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Ha ocurrido un error, intenta de nuevo'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label="Nueva contraseña"
        id="nueva-password"
        error={password ? undefined : errors.password?.message}
        description="Mínimo 8 caracteres, con minúscula, mayúscula, número y símbolo."
      >
        <PasswordInput
          autoComplete="new-password"
          aria-describedby="nueva-password-reglas"
          {...form.register('password')}
        />
      </FormField>
      <ReglasPassword id="nueva-password-reglas" password={password} />
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
