import { passwordSchema } from '@escuela/shared/cuentas/password';
import {
  guardarPadreAdminSchema,
  type GuardarPadreAdminInput,
  type PadreAdmin,
} from '@escuela/shared/admin-padres/admin-padres.schemas';
import { CampoSelect } from '@/components/form/campos';
import { CamposCuenta } from '@/components/form/campos-cuenta';
import { FormDialog } from '@/components/form/form-dialog';
import type { Opcion } from '@/components/form/selector';
import { useGuardarPadre } from './admin-padres.queries';

/** No school yet is 0, which the schema refuses with 'El colegio es obligatorio'. */
type Valores = GuardarPadreAdminInput;

const valores = (p: PadreAdmin | null): Valores => ({
  nombre: p?.nombre ?? '',
  email: p?.email ?? '',
  password: '',
  colegioId: p?.colegioId ?? 0,
});

/** New/edit parent (spec 02 §5 Parent): a blank password invites on create and keeps the current one on edit. */
export function PadreDialog({
  open,
  onOpenChange,
  padre,
  colegios,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  padre: PadreAdmin | null;
  colegios: Opcion[];
}) {
  const guardar = useGuardarPadre(padre !== null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titulo={padre ? 'Editar Padre/Tutor' : 'Nuevo Padre/Tutor'}
      descripcion={
        padre
          ? 'Deja la contraseña en blanco para mantener la actual.'
          : 'Si dejas la contraseña en blanco, le enviaremos un correo de invitación para que elija la suya.'
      }
      registro={padre?.id ?? null}
      schema={guardarPadreAdminSchema}
      valores={valores(padre)}
      guardar={(datos) => guardar.mutateAsync({ id: padre?.id, datos })}
    >
      {(form) => (
        <>
          <CamposCuenta form={form} id="padre" schema={passwordSchema} editando={padre !== null} />
          <CampoSelect
            control={form.control}
            name="colegioId"
            label="Colegio"
            id="padre-colegio"
            opciones={colegios}
            placeholder="Selecciona un colegio"
            numerico
            required
          />
        </>
      )}
    </FormDialog>
  );
}
