import {
  materialSchema,
  type Material,
  type MaterialInput,
} from '@escuela/shared/materiales/materiales.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
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

export function MaterialDialog({
  open,
  onOpenChange,
  material,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  material: Material | null;
}) {
  const guardar = useGuardarMaterial();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titulo={material ? 'Editar Material' : 'Nuevo Material'}
      descripcion="Las cantidades admiten medias unidades (pasos de 0,5)."
      registro={material?.id ?? null}
      schema={materialSchema}
      valores={valores(material)}
      guardar={(datos) => guardar.mutateAsync({ id: material?.id, datos })}
    >
      {({ register, formState: { errors } }) => (
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
            <FormField
              key={name}
              label={label}
              id={`material-${name}`}
              error={errors[name]?.message}
              required
            >
              <Input
                type="number"
                inputMode="decimal"
                step={0.5}
                min={0}
                {...register(name, { valueAsNumber: true })}
              />
            </FormField>
          ))}
        </>
      )}
    </FormDialog>
  );
}
