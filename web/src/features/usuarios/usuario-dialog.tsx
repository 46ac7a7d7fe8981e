import { rolLabels } from '@escuela/shared/common/roles';
import {
  ROLES_GESTION,
  guardarUsuarioSchema,
  passwordGestionSchema,
  type GuardarUsuarioInput,
  type UsuarioGestion,
} from '@escuela/shared/usuarios/usuarios.schemas';
import { Controller } from 'react-hook-form';
import { CampoSelect } from '@/components/form/campos';
import { CamposCuenta } from '@/components/form/campos-cuenta';
import { FormDialog } from '@/components/form/form-dialog';
import { opcionesDeEtiquetas } from '@/components/form/selector';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useGuardarUsuario } from './usuarios.queries';

const ROLES = opcionesDeEtiquetas(ROLES_GESTION, rolLabels);

const valores = (u: UsuarioGestion | null): GuardarUsuarioInput => ({
  nombre: u?.nombre ?? '',
  email: u?.email ?? '',
  password: '',
  rol: u?.rol ?? 'profesor',
  activo: u?.activo ?? true,
});

/** New/edit user (spec 02 §5 User): a blank password invites on create and keeps the current one on edit. */
export function UsuarioDialog({
  open,
  onOpenChange,
  usuario,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  usuario: UsuarioGestion | null;
}) {
  const guardar = useGuardarUsuario();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titulo={usuario ? 'Editar Usuario' : 'Nuevo Usuario'}
      descripcion={
        usuario
          ? 'Deja la contraseña en blanco para mantener la actual. Un usuario inactivo no puede entrar.'
          : 'Si dejas la contraseña en blanco, le enviaremos un correo de invitación para que elija la suya.'
      }
      registro={usuario?.id ?? null}
      schema={guardarUsuarioSchema}
      valores={valores(usuario)}
      guardar={(datos) => guardar.mutateAsync({ id: usuario?.id, datos })}
    >
      {(form) => (
        <>
          <CamposCuenta form={form} id="usuario" schema={passwordGestionSchema} editando={usuario !== null} />
          <CampoSelect
            control={form.control}
            name="rol"
            label="Rol"
            id="usuario-rol"
            opciones={ROLES}
            required
          />
          <Controller
            control={form.control}
            name="activo"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="usuario-activo" checked={field.value ?? true} onCheckedChange={field.onChange} />
                <Label htmlFor="usuario-activo">Activo</Label>
              </div>
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
