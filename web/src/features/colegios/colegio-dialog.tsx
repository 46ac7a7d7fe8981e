import { colegioSchema, type Colegio, type ColegioInput } from '@escuela/shared/colegios/colegios.schemas';
import {
  FormDialogRegistro,
  type DialogoRegistroProps,
  formularioRegistro,
} from '@/components/form/form-dialog-registro';
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

const FORMULARIO = formularioRegistro({
  titulos: { nuevo: 'Nuevo Colegio', editar: 'Editar Colegio' },
  descripcion: 'Datos del colegio y de su persona de contacto.',
  schema: colegioSchema,
  valores,
});

export function ColegioDialog({ colegio, ...dialogo }: DialogoRegistroProps<'colegio', Colegio>) {
  const guardar = useGuardarColegio();
  return (
    <FormDialogRegistro {...dialogo} registro={colegio} formulario={FORMULARIO} guardar={guardar.mutateAsync}>
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
    </FormDialogRegistro>
  );
}
