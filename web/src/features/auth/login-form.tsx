import { zodResolver } from '@hookform/resolvers/zod';
import { homeForRol, loginSchema, mensajesAuth } from '@escuela/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';

type LoginValues = z.input<typeof loginSchema>;

export interface LoginFormProps {
  /** Teachers' login: 'Error' / 'Error en el inicio de sesión'; parents' portal: 'Error al iniciar sesión' / 'Credenciales inválidas'. */
  failureTitle: string;
  failureFallback: string;
  idPrefix: string;
  /** Extra content under the button (e.g. '¿Olvidaste tu contraseña?'). */
  footer?: React.ReactNode;
  /** Called with the failed login's error (e.g. to offer resending the verification e-mail). */
  onFailure?: (error: unknown, email: string) => void;
}

export function LoginForm({ failureTitle, failureFallback, idPrefix, footer, onFailure }: LoginFormProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = () =>
    toast({ title: 'Error', description: mensajesAuth.credencialesRequeridas, variant: 'destructive' });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      const user = await login(email, password);
      toast({ title: 'Inicio de sesión exitoso', description: `Bienvenido ${user.nombre}` });
      navigate(homeForRol(user.rol), { replace: true });
    } catch (err) {
      const description = err instanceof ApiError && err.serverMessage ? err.serverMessage : failureFallback;
      toast({ title: failureTitle, description, variant: 'destructive' });
      onFailure?.(err, email);
    }
  }, onInvalid);

  const emailId = `${idPrefix}-email`;
  const passwordId = `${idPrefix}-password`;
  return (
    // method="post": pre-rendered, this form is on screen before any script; a submission that early
    // never puts the password in a URL (decision 033).
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-4">
      <FormField label="Email" id={emailId} error={errors.email?.message}>
        <Input
          id={emailId}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.register('email')}
        />
      </FormField>
      <FormField label="Contraseña" id={passwordId} error={errors.password?.message}>
        <PasswordInput id={passwordId} autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </Button>
      {footer}
    </form>
  );
}
