/** Turning the second factor off, confirmed with a code from the app or with the password. */
import { segundoFactorEndpoints } from '@escuela/shared/auth/segundo-factor.endpoints';
import {
  desactivarSegundoFactorSchema,
  type DesactivarSegundoFactor as Datos,
} from '@escuela/shared/auth/segundo-factor.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { useMutacion } from '@/lib/use-mutacion';
import { avisarSiNoEsDeCampo, CampoCodigo } from './piezas-segundo-factor';

export function DesactivarSegundoFactor({
  onHecho,
  onCancelar,
}: {
  onHecho: () => void;
  onCancelar: () => void;
}) {
  const [conPassword, setConPassword] = useState(false);
  const form = useForm<Datos>({ resolver: zodResolver(desactivarSegundoFactorSchema), defaultValues: {} });
  const desactivar = useMutacion({
    mutationFn: (body: Datos) => api(segundoFactorEndpoints.desactivar, { body }),
    invalida: ['segundo-factor'],
    exito: (res) => ({ title: 'Verificación desactivada', description: res.message }),
    error: null,
  });
  const onSubmit = form.handleSubmit(async (datos) => {
    try {
      await desactivar.mutateAsync(conPassword ? { password: datos.password } : { codigo: datos.codigo });
      onHecho();
    } catch (err) {
      ponerErroresDelServidor(form, err);
      avisarSiNoEsDeCampo(err, 'No se pudo desactivar la verificación en dos pasos');
    }
  });
  const cambiar = () => {
    setConPassword((p) => !p);
    form.reset({});
  };
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Sin la verificación en dos pasos, tu contraseña bastará para entrar. Tus códigos de recuperación
        dejarán de servir.
      </p>
      {conPassword ? (
        <FormField
          label="Contraseña"
          id="desactivar-password"
          error={errors.password?.message ?? errors.codigo?.message}
        >
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
      ) : (
        <CampoCodigo id="desactivar-codigo" error={errors.codigo?.message} {...form.register('codigo')} />
      )}
      <Button type="button" variant="link" className="px-0" onClick={cambiar}>
        {conPassword ? 'Usa un código de tu aplicación' : 'Usa tu contraseña'}
      </Button>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancelar}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Desactivando...' : 'Desactivar'}
        </Button>
      </div>
    </form>
  );
}
