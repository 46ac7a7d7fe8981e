import { mensajesCuenta } from '@escuela/shared/cuentas/cuentas.schemas';
import { useState, type FormEvent } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useOlvideContrasena } from './cuentas.queries';

/** '¿Olvidaste tu contraseña?' on both logins: asks for the e-mail and sends a reset link. */
export function OlvideContrasena({ idPrefix }: { idPrefix: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const olvide = useOlvideContrasena();
  const id = `${idPrefix}-olvide-email`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const valor = email.trim();
    if (!valor) return setError(mensajesCuenta.emailRequerido);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(valor)) return setError(mensajesCuenta.emailInvalido);
    setError(undefined);
    olvide.mutate(valor, {
      onSuccess: () => {
        setOpen(false);
        setEmail('');
      },
    });
  };

  return (
    <Dialogo
      open={open}
      onOpenChange={setOpen}
      titulo="Restablecer contraseña"
      descripcion="Escribe el email de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña."
      disparador={
        <Button type="button" variant="link" className="h-auto w-full p-0">
          ¿Olvidaste tu contraseña?
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Email" id={id} error={error}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <DialogFooter>
          <Button type="submit" disabled={olvide.isPending}>
            {olvide.isPending ? 'Enviando...' : 'Enviar enlace'}
          </Button>
        </DialogFooter>
      </form>
    </Dialogo>
  );
}
