import {
  materialSchema,
  type Material,
  type MaterialInput,
} from '@escuela/shared/materiales/materiales.schemas';
import {
  FormDialogRegistro,
  type DialogoRegistroProps,
  formularioRegistro,
} from '@/components/form/form-dialog-registro';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { CampoNumero } from '@/components/form/campo-numero';
import { useGuardarMaterial } from './materiales.queries';

const valores = (m: Material | null): MaterialInput => ({
  descripcion: m?.descripcion ?? '',
  total: m?.total ?? 0,
  en_uso: m?.en_uso ?? 0,
});

const CANTIDADES = [
  { name: 'total', label: 'Total' },
  { name: 'en_uso', label: 'En Uso' },
] as const;

const FORMULARIO = formularioRegistro({
  titulos: { nuevo: 'Nuevo Material', editar: 'Editar Material' },
  descripcion: 'Las cantidades admiten medias unidades (pasos de 0,5).',
  schema: materialSchema,
  valores,
});

export function MaterialDialog({ material, ...dialogo }: DialogoRegistroProps<'material', Material>) {
  const guardar = useGuardarMaterial();
  return (
    <FormDialogRegistro
      {...dialogo}
      registro={material}
      formulario={FORMULARIO}
      guardar={guardar.mutateAsync}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <FormField
            label="Descripción"
            id="material-descripcion"
            error={errors.descripcion?.message}
            required
          >
            <Input {...register('descripcion')} />
          </FormField>
          {CANTIDADES.map(({ name, label }) => (
            <CampoNumero
              key={name}
              control={control}
              name={name}
              label={label}
              id={`material-${name}`}
              decimales={1}
              required
            />
          ))}
        </>
      )}
    </FormDialogRegistro>
  );
}
