import { zodResolver } from '@/lib/zod-resolver';
import { homeForRol, loginSchema, mensajesAuth, type SegundoPaso as TipoPaso } from '@escuela/shared';
import type { UsuarioLogin } from '@escuela/shared/auth/auth.schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { SegundoPaso } from './segundo-paso';

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

/**
 * Email, password and 'Recordarme en este equipo' (unchecked: the session cookie ends with the browser);
 * then, for a staff account with a second factor, the code step (`SegundoPaso`).
 */
export function LoginForm({ failureTitle, failureFallback, idPrefix, footer, onFailure }: LoginFormProps) {
  const { login, entrar } = useAuth();
  const navigate = useNavigate();
  const [paso, setPaso] = useState<TipoPaso | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', recordarme: false },
  });
  const { errors, isSubmitting } = form.formState;

  const alEntrar = (user: UsuarioLogin) => {
    entrar(user);
    toast({ title: 'Inicio de sesión exitoso', description: `Bienvenido ${user.nombre}` });
    navigate(homeForRol(user.rol), { replace: true });
  };

  const onInvalid = () =>
    toast({ title: 'Error', description: mensajesAuth.credencialesRequeridas, variant: 'destructive' });

  const onSubmit = form.handleSubmit(async ({ email, password, recordarme }) => {
    try {
      const respuesta = await login(email, password, recordarme);
      if ('user' in respuesta) alEntrar(respuesta.user);
      else setPaso(respuesta.segundoFactor);
    } catch (err) {
      const description = err instanceof ApiError && err.serverMessage ? err.serverMessage : failureFallback;
      toast({ title: failureTitle, description, variant: 'destructive' });
      onFailure?.(err, email);
    }
  }, onInvalid);

  if (paso) {
    return (
      <SegundoPaso
        tipo={paso}
        idPrefix={idPrefix}
        onEntrar={alEntrar}
        onVolver={() => {
          setPaso(null);
          form.resetField('password');
        }}
      />
    );
  }

  const emailId = `${idPrefix}-email`;
  const passwordId = `${idPrefix}-password`;
  const recordarmeId = `${idPrefix}-recordarme`;
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
      <div className="flex items-start gap-2">
        <Controller
          control={form.control}
          name="recordarme"
          render={({ field }) => (
            <Checkbox
              id={recordarmeId}
              checked={field.value ?? false}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
              aria-describedby={`${recordarmeId}-ayuda`}
            />
          )}
        />
        <div className="grid gap-1">
          <Label htmlFor={recordarmeId} className="font-normal">
            Recordarme en este equipo
          </Label>
          <p id={`${recordarmeId}-ayuda`} className="text-xs text-muted-foreground">
            Sin marcar, la sesión termina al cerrar el navegador. No lo marques en un ordenador compartido.
          </p>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </Button>
      {footer}
    </form>
  );
}
