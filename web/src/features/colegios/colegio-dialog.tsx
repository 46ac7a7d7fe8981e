import { colegioSchema, type Colegio, type ColegioInput } from '@escuela/shared/colegios/colegios.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useGuardarColegio } from './colegios.queries';

const CAMPOS: {
  name: Exclude<keyof ColegioInput, 'convenio'>;
  label: string;
  props?: React.ComponentProps<'input'>;
}[] = [
  { name: 'nombre', label: 'Nombre' },
  { name: 'alias', label: 'Alias' },
  { name: 'direccion', label: 'Dirección', props: { autoComplete: 'street-address' } },
  { name: 'telefono', label: 'Teléfono', props: { type: 'tel', autoComplete: 'tel' } },
  { name: 'contactoResponsable', label: 'Contacto' },
];

/** Only the form's fields: the strict schema refuses anything else (such as the id). */
const valores = (c: Colegio | null): ColegioInput => ({
  nombre: c?.nombre ?? '',
  alias: c?.alias ?? '',
  direccion: c?.direccion ?? '',
  telefono: c?.telefono ?? '',
  contactoResponsable: c?.contactoResponsable ?? '',
  convenio: c?.convenio ?? '',
});

export function ColegioDialog({
  open,
  onOpenChange,
  colegio,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  colegio: Colegio | null;
}) {
  const guardar = useGuardarColegio();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titulo={colegio ? 'Editar Colegio' : 'Nuevo Colegio'}
      descripcion="Datos del colegio y de su persona de contacto."
      registro={colegio?.id ?? null}
      schema={colegioSchema}
      valores={valores(colegio)}
      guardar={(datos) => guardar.mutateAsync({ id: colegio?.id, datos })}
    >
      {({ register, formState: { errors } }) => (
        <>
          {CAMPOS.map(({ name, label, props }) => (
            <FormField key={name} label={label} id={`colegio-${name}`} error={errors[name]?.message} required>
              <Input {...register(name)} {...props} />
            </FormField>
          ))}
          <FormField
            label="Convenio"
            id="colegio-convenio"
            error={errors.convenio?.message}
            description="Opcional"
          >
            <Textarea rows={2} {...register('convenio')} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
