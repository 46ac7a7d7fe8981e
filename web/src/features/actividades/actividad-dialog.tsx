import {
  actividadSchema,
  type Actividad,
  type ActividadInput,
} from '@escuela/shared/actividades/actividades.schemas';
import { CampoNivel, CampoSelect } from '@/components/form/campos';
import {
  FormDialogRegistro,
  formularioRegistro,
  type DialogoRegistroProps,
} from '@/components/form/form-dialog-registro';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CampoNumero } from '@/components/form/campo-numero';
import { useGuardarActividad, useMaterialesOpciones, useNivelesOpciones } from './actividades.queries';

const valores = (a: Actividad | null): ActividadInput => ({
  titulo: a?.titulo ?? '',
  nivelId: a?.nivelId ?? (null as unknown as number),
  material_1: a?.material_1 ?? null,
  cantidad_1: a?.cantidad_1 ?? 0,
  material_2: a?.material_2 ?? null,
  cantidad_2: a?.cantidad_2 ?? 0,
  alumnos: a?.alumnos ?? 1,
  observaciones: a?.observaciones ?? '',
});

const FORMULARIO = formularioRegistro({
  titulos: { nuevo: 'Nueva Actividad', editar: 'Editar Actividad' },
  descripcion: 'Las cantidades de material son para el número de alumnos indicado.',
  schema: actividadSchema,
  valores,
});

export function ActividadDialog({ actividad, ...dialogo }: DialogoRegistroProps<'actividad', Actividad>) {
  const guardar = useGuardarActividad();
  const niveles = useNivelesOpciones(dialogo.open);
  const materiales = useMaterialesOpciones(dialogo.open);
  const opcionesMaterial = (materiales.data ?? []).map((m) => ({
    valor: String(m.id),
    etiqueta: m.descripcion,
  }));

  return (
    <FormDialogRegistro
      {...dialogo}
      registro={actividad}
      formulario={FORMULARIO}
      guardar={guardar.mutateAsync}
      className="sm:max-w-2xl"
      formClassName="sm:grid-cols-2"
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <FormField label="Título" id="actividad-titulo" error={errors.titulo?.message} required>
            <Input {...register('titulo')} />
          </FormField>
          <CampoNivel control={control} id="actividad-nivel" niveles={niveles.data} />
          {([1, 2] as const).map((n) => (
            <div key={n} className="contents">
              <CampoSelect
                control={control}
                name={`material_${n}`}
                label={`Material ${n}`}
                id={`actividad-material-${n}`}
                opciones={opcionesMaterial}
                vacio="Ninguno"
                numerico
              />
              <CampoNumero
                control={control}
                name={`cantidad_${n}`}
                label={`Cantidad ${n}`}
                id={`actividad-cantidad-${n}`}
                decimales={1}
              />
            </div>
          ))}
          <CampoNumero
            control={control}
            name="alumnos"
            label="Alumnos"
            id="actividad-alumnos"
            decimales={0}
            required
          />
          <FormField
            label="Observaciones"
            id="actividad-observaciones"
            error={errors.observaciones?.message}
            description="Opcional"
            className="sm:col-span-2"
          >
            <Textarea rows={2} {...register('observaciones')} />
          </FormField>
        </>
      )}
    </FormDialogRegistro>
  );
}
