import { NIVELES } from '@escuela/shared/grupos/niveles';
import {
  DESPLAZAMIENTOS,
  HORARIOS_PREFERIDOS,
  desplazamientoLabels,
  horarioPreferidoLabels,
  hoyISO,
  mensajesProfesor,
  profesorSchema,
  type Profesor,
  type ProfesorInput,
} from '@escuela/shared/profesores/profesores.schemas';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { CampoFecha } from '@/components/form/campo-fecha';
import { CampoNumero } from '@/components/form/campo-numero';
import { CampoCasillas, CampoSelect } from '@/components/form/campos';
import {
  FormDialogRegistro,
  type DialogoRegistroProps,
  formularioRegistro,
} from '@/components/form/form-dialog-registro';
import { FormField } from '@/components/form/form-field';
import { opcionesDeEtiquetas } from '@/components/form/selector';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { derechosEndpoints } from '@escuela/shared/derechos/derechos.endpoints';
import { BotonRevelar } from '@/components/form/boton-revelar';
import { api } from '@/lib/api';
import { useGuardarProfesor } from './profesores.queries';

const NIVEL_OPCIONES = NIVELES.map((n) => ({ valor: n, etiqueta: n }));
const HORARIOS = opcionesDeEtiquetas(HORARIOS_PREFERIDOS, horarioPreferidoLabels);
const DESPLAZAMIENTO_OPCIONES = opcionesDeEtiquetas(DESPLAZAMIENTOS, desplazamientoLabels);

type Texto = 'nombre' | 'apellidos' | 'email' | 'telefono' | 'direccion' | 'numeroCuenta';
const TEXTOS: { name: Texto; label: string; props: React.ComponentProps<'input'>; className?: string }[] = [
  { name: 'nombre', label: 'Nombre', props: { autoComplete: 'given-name' } },
  { name: 'apellidos', label: 'Apellidos', props: { autoComplete: 'family-name' } },
  { name: 'email', label: 'Email', props: { type: 'email', autoComplete: 'email' } },
  { name: 'telefono', label: 'Teléfono', props: { type: 'tel', autoComplete: 'tel' } },
  {
    name: 'direccion',
    label: 'Dirección',
    props: { autoComplete: 'street-address' },
    className: 'sm:col-span-2',
  },
];

const valores = (p: Profesor | null): ProfesorInput => {
  if (!p)
    return {
      nombre: '',
      apellidos: '',
      email: '',
      telefono: '',
      direccion: '',
      especializacion: [],
      horarioPreferido: 'tarde',
      carnetConducir: false,
      coche: false,
      numeroCuenta: '',
      fechaAlta: hoyISO(),
      fechaBaja: '',
      salario: 0,
      desplazamiento: '0',
      observaciones: '',
    };
  const { id: _id, activo: _activo, ...datos } = p;
  return {
    ...datos,
    especializacion: datos.especializacion as ProfesorInput['especializacion'],
    fechaBaja: datos.fechaBaja ?? '',
    observaciones: datos.observaciones ?? '',
  };
};

const FORMULARIO = formularioRegistro({
  titulos: { nuevo: 'Nuevo Profesor', editar: 'Editar Profesor' },
  descripcion: 'Datos personales, niveles que imparte y condiciones de pago.',
  schema: profesorSchema,
  valores,
});

/** The account is masked (decision 045); saving it masked keeps it. */
function RevelarCuenta({
  control,
  ...props
}: { control: Control<ProfesorInput> } & Pick<Parameters<typeof BotonRevelar>[0], 'revelar' | 'onRevelado'>) {
  const valor = useWatch({ control, name: 'numeroCuenta' });
  return <BotonRevelar valor={valor} etiqueta="Mostrar la cuenta completa" {...props} />;
}

export function ProfesorDialog({ profesor, ...dialogo }: DialogoRegistroProps<'profesor', Profesor>) {
  const guardar = useGuardarProfesor();
  return (
    <FormDialogRegistro
      {...dialogo}
      registro={profesor}
      formulario={FORMULARIO}
      guardar={guardar.mutateAsync}
      className="max-w-2xl"
      formClassName="sm:grid-cols-2"
    >
      {({ register, control, setValue, formState: { errors } }) => {
        const texto = ({ name, label, props, className }: (typeof TEXTOS)[number]) => (
          <FormField
            key={name}
            label={label}
            id={`profesor-${name}`}
            error={errors[name]?.message}
            required
            className={className}
          >
            <Input {...register(name)} {...props} />
          </FormField>
        );
        return (
          <>
            {TEXTOS.map(texto)}
            <CampoCasillas
              control={control}
              name="especializacion"
              label="Especialización"
              id="profesor-nivel"
              opciones={NIVEL_OPCIONES}
              required
              className="sm:col-span-2"
              columnasClassName="grid grid-cols-2 gap-2 sm:grid-cols-4"
            />
            <CampoSelect
              control={control}
              name="horarioPreferido"
              label="Horario preferido"
              id="profesor-horarioPreferido"
              opciones={HORARIOS}
            />
            <CampoSelect
              control={control}
              name="desplazamiento"
              label="Desplazamiento"
              id="profesor-desplazamiento"
              opciones={DESPLAZAMIENTO_OPCIONES}
            />
            <div className="flex flex-wrap gap-6 sm:col-span-2">
              {(['carnetConducir', 'coche'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id={`profesor-${name}`}
                        checked={field.value ?? false}
                        onCheckedChange={(v) => field.onChange(v === true)}
                      />
                      <Label htmlFor={`profesor-${name}`} className="font-normal">
                        {name === 'coche' ? 'Coche propio' : 'Carnet de conducir'}
                      </Label>
                    </div>
                  )}
                />
              ))}
            </div>
            <div className="grid gap-1">
              {texto({
                name: 'numeroCuenta',
                label: 'Número de cuenta',
                props: { autoComplete: 'off', spellCheck: false },
              })}
              {profesor && (
                <RevelarCuenta
                  control={control}
                  revelar={() =>
                    api(derechosEndpoints.revelarProfesor, {
                      params: { id: profesor.id },
                      query: { campo: 'numeroCuenta' },
                    })
                  }
                  onRevelado={(valor) => setValue('numeroCuenta', valor, { shouldDirty: false })}
                />
              )}
            </div>
            <CampoNumero
              control={control}
              name="salario"
              label="Salario (€/h)"
              id="profesor-salario"
              decimales={2}
              fijos
              required
            />
            <CampoFecha
              control={control}
              name="fechaAlta"
              label="Fecha de alta"
              id="profesor-fechaAlta"
              required
            />
            <CampoFecha
              control={control}
              name="fechaBaja"
              label="Fecha de baja"
              id="profesor-fechaBaja"
              description={mensajesProfesor.fechaBajaAyuda}
            />
            <FormField
              label="Observaciones"
              id="profesor-observaciones"
              error={errors.observaciones?.message}
              className="sm:col-span-2"
            >
              <Textarea rows={3} {...register('observaciones')} />
            </FormField>
          </>
        );
      }}
    </FormDialogRegistro>
  );
}
