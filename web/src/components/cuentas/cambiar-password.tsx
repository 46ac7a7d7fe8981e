/**
 * A signed-in user's own password change (DESIGN.md §4), opened from the staff menu and from the parents'
 * portal menu: the current password and a new one under the full policy, with its rules shown live.
 * PUT /api/auth/password ends the user's other sessions; this one stays.
 */
import { cuentasEndpoints } from '@escuela/shared/cuentas/cuentas.endpoints';
import {
  cambiarPasswordSchema,
  mensajesCuenta,
  type CambiarPassword,
} from '@escuela/shared/cuentas/cuentas.schemas';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { ReglasPassword } from '@/components/form/reglas-password';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { useMutacion } from '@/lib/use-mutacion';

const VACIO: CambiarPassword = { actual: '', nueva: '' };

export function CambiarPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cambiar = useMutacion({
    mutationFn: (body: CambiarPassword) => api(cuentasEndpoints.cambiarPassword, { body }),
    invalida: [],
    exito: (res) => ({ title: 'Contraseña actualizada', description: res.message }),
    error: 'No se pudo cambiar la contraseña',
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titulo="Cambiar contraseña"
      descripcion="Escribe tu contraseña actual y la nueva. Se cerrarán tus otras sesiones abiertas."
      // A new form each time the dialog opens, so no password stays typed in it.
      registro={open ? 1 : null}
      schema={cambiarPasswordSchema}
      valores={VACIO}
      guardar={(datos) => cambiar.mutateAsync(datos)}
    >
      {(form) => <Campos form={form} />}
    </FormDialog>
  );
}

function Campos({ form }: { form: UseFormReturn<CambiarPassword, unknown, CambiarPassword> }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const nueva = useWatch({ control, name: 'nueva' }) ?? '';
  // The live rules say what the new password lacks; the field's own error only for what they do not.
  const errorNueva =
    errors.nueva?.message && (!nueva || errors.nueva.message === mensajesCuenta.nuevaIgual)
      ? errors.nueva.message
      : undefined;
  return (
    <>
      <FormField label="Contraseña actual" id="password-actual" error={errors.actual?.message} required>
        <PasswordInput autoComplete="current-password" {...register('actual')} />
      </FormField>
      <FormField
        label="Nueva contraseña"
        id="password-nueva"
        error={errorNueva}
        description="Mínimo 8 caracteres, con minúscula, mayúscula, número y símbolo."
        required
      >
        <PasswordInput
          autoComplete="new-password"
          aria-describedby="password-nueva-reglas"
          {...register('nueva')}
        />
      </FormField>
      <ReglasPassword id="password-nueva-reglas" password={nueva} />
    </>
  );
}

/** The menu button that opens the dialog. */
export function BotonCambiarPassword({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" />
        Cambiar contraseña
      </Button>
      <CambiarPasswordDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
