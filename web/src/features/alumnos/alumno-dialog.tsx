import {
  alumnoSchema,
  ESTADOS_ALUMNO,
  estadoAlumnoLabels,
  observacionesAlumnoSchema,
  SIN_GRUPO_LABEL,
  type Alumno,
  type AlumnoInput,
  type GuardarAlumno,
} from '@escuela/shared/alumnos/alumnos.schemas';
import { CURSOS_ESCOLARES, FECHA_NACIMIENTO_MINIMA, LETRAS } from '@escuela/shared/padres/inscripcion';
import { hoyISO } from '@escuela/shared/profesores/profesores.schemas';
import { ahoraEnEscuela } from '@escuela/shared/sesiones/fechas';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { derechosEndpoints } from '@escuela/shared/derechos/derechos.endpoints';
import { BotonRevelar } from '@/components/form/boton-revelar';
import { api } from '@/lib/api';
import { CampoFecha } from '@/components/form/campo-fecha';
import { CampoSelect } from '@/components/form/campos';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { opcionesDeEtiquetas, type Opcion } from '@/components/form/selector';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useGuardarAlumno } from './alumnos.queries';
import { FichaAlumno } from './ficha-alumno';

const ESTADOS = opcionesDeEtiquetas(ESTADOS_ALUMNO, estadoAlumnoLabels);
const aOpciones = (lista: readonly { value: string; label: string }[]) =>
  lista.map((o) => ({ valor: o.value, etiqueta: o.label }));
/** A value the lists do not hold (an old import) stays selectable. */
const conActual = (opciones: Opcion[], actual: string | null | undefined) =>
  actual && !opciones.some((o) => o.valor === actual)
    ? [{ valor: actual, etiqueta: actual }, ...opciones]
    : opciones;

type Texto = 'nombre' | 'apellidos' | 'telefono1' | 'telefono2' | 'dni' | 'cuenta';
const TEXTOS: { name: Texto; label: string; required?: boolean; tel?: boolean }[] = [
  { name: 'nombre', label: 'Nombre', required: true },
  { name: 'apellidos', label: 'Apellidos', required: true },
];
const TEXTOS_FIN: typeof TEXTOS = [
  { name: 'telefono1', label: 'Teléfono 1', tel: true },
  { name: 'telefono2', label: 'Teléfono 2', tel: true },
  { name: 'dni', label: 'DNI/NIE' },
  { name: 'cuenta', label: 'Cuenta bancaria' },
];

/** Course and letter: the school-year lists, plus the student's own value if an old import left another. */
const LISTAS = [
  { name: 'curso', label: 'Curso', lista: CURSOS_ESCOLARES, vacio: 'Sin curso' },
  { name: 'letra', label: 'Letra', lista: LETRAS, vacio: '—' },
] as const;

const valores = (a: Alumno | null): AlumnoInput => ({
  nombre: a?.nombre ?? '',
  apellidos: a?.apellidos ?? '',
  fechaNacimiento: a?.fechaNacimiento ?? '',
  curso: a?.curso ?? '',
  letra: a?.letra ?? '',
  grupoId: a?.grupo?.id ?? null,
  telefono1: a?.telefono1 ?? '',
  telefono2: a?.telefono2 ?? '',
  dni: a?.dni ?? '',
  cuenta: a?.cuenta ?? '',
  observaciones: a?.observaciones ?? '',
  estado: a?.estado ?? 'alta',
  desde: a?.desde ?? '',
  padreEmail: a?.padreEmail ?? '',
});

/**
 * 'En el grupo desde' (decision 030): shown while the student is in alta in a group. It starts at the
 * day the current enrolment began; choosing another group or estado sets it to today (the move's day,
 * which can be changed); editing it alone corrects when the enrolment began.
 */
function CampoDesde({
  form,
  alumno,
}: {
  form: UseFormReturn<AlumnoInput, unknown, GuardarAlumno>;
  alumno: Alumno | null;
}) {
  const [grupoId, estado] = useWatch({ control: form.control, name: ['grupoId', 'estado'] });
  const cambia = (grupoId ?? null) !== (alumno?.grupo?.id ?? null) || estado !== (alumno?.estado ?? 'alta');
  const { setValue } = form;
  useEffect(() => {
    setValue('desde', cambia ? ahoraEnEscuela().slice(0, 10) : (alumno?.desde ?? ''));
  }, [cambia, setValue, alumno]);
  if (estado !== 'alta' || !grupoId) return null;
  return (
    <CampoFecha
      control={form.control}
      name="desde"
      label="En el grupo desde"
      id="alumno-desde"
      description="Su asistencia en el grupo cuenta desde este día."
      className="content-start"
    />
  );
}

/** A masked DNI or account (decision 045): saved as it is, the stored one stays; shown whole on request. */
function RevelarDato({
  form,
  alumnoId,
  campo,
}: {
  form: UseFormReturn<AlumnoInput, unknown, GuardarAlumno>;
  alumnoId: number;
  campo: 'dni' | 'cuenta';
}) {
  const valor = useWatch({ control: form.control, name: campo });
  return (
    <BotonRevelar
      valor={valor}
      etiqueta={campo === 'dni' ? 'Mostrar el DNI completo' : 'Mostrar la cuenta completa'}
      revelar={() => api(derechosEndpoints.revelarAlumno, { params: { id: alumnoId }, query: { campo } })}
      onRevelado={(v) => form.setValue(campo, v, { shouldDirty: false })}
    />
  );
}

/**
 * The admin edits every field; a profesor or coordinador sees the student read-only and changes only
 * the observations, the only field sent.
 */
export function AlumnoDialog({
  open,
  onOpenChange,
  alumno,
  esAdmin,
  grupos,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new student (admin). */
  alumno: Alumno | null;
  esAdmin: boolean;
  grupos: Opcion[];
}) {
  const guardar = useGuardarAlumno();
  const comunes = {
    open,
    onOpenChange,
    titulo: alumno ? 'Editar Alumno' : 'Nuevo Alumno',
    registro: alumno?.id ?? null,
    className: 'max-w-2xl',
  };
  if (!esAdmin)
    return (
      <FormDialog
        {...comunes}
        descripcion={`${alumno?.nombre ?? ''} ${alumno?.apellidos ?? ''}: solo puedes modificar las observaciones.`}
        schema={observacionesAlumnoSchema}
        valores={{ observaciones: alumno?.observaciones ?? '' }}
        guardar={(datos) => guardar.mutateAsync({ id: alumno?.id, datos })}
      >
        {({ register, formState: { errors } }) => (
          <>
            {alumno && <FichaAlumno alumno={alumno} />}
            <FormField label="Observaciones" id="alumno-observaciones" error={errors.observaciones?.message}>
              <Textarea rows={6} autoFocus {...register('observaciones')} />
            </FormField>
          </>
        )}
      </FormDialog>
    );

  return (
    <FormDialog
      {...comunes}
      descripcion="Los campos marcados con * son obligatorios."
      schema={alumnoSchema}
      valores={valores(alumno)}
      guardar={(datos) => guardar.mutateAsync({ id: alumno?.id, datos })}
      formClassName="sm:grid-cols-2"
    >
      {(form) => {
        const {
          register,
          control,
          formState: { errors },
        } = form;
        const texto = ({ name, label, required, tel }: (typeof TEXTOS)[number]) => (
          <FormField
            key={name}
            label={label}
            id={`alumno-${name}`}
            error={errors[name]?.message}
            required={required}
          >
            <Input
              autoComplete="off"
              {...(tel ? { type: 'tel', inputMode: 'tel' } : {})}
              {...register(name)}
            />
          </FormField>
        );
        return (
          <>
            {TEXTOS.map(texto)}
            <CampoFecha
              control={control}
              name="fechaNacimiento"
              label="Fecha de nacimiento"
              id="alumno-fecha"
              min={FECHA_NACIMIENTO_MINIMA}
              max={hoyISO()}
            />
            <CampoSelect
              control={control}
              name="grupoId"
              label="Grupo"
              id="alumno-grupo"
              opciones={grupos}
              vacio={SIN_GRUPO_LABEL}
              numerico
            />
            {LISTAS.map(({ name, label, lista, vacio }) => (
              <CampoSelect
                key={name}
                control={control}
                name={name}
                label={label}
                id={`alumno-${name}`}
                opciones={conActual(aOpciones(lista), alumno?.[name])}
                vacio={vacio}
              />
            ))}
            {TEXTOS_FIN.map((t) =>
              (t.name === 'dni' || t.name === 'cuenta') && alumno ? (
                <div key={t.name} className="grid content-start gap-1">
                  {texto(t)}
                  <RevelarDato form={form} alumnoId={alumno.id} campo={t.name} />
                </div>
              ) : (
                texto(t)
              ),
            )}
            <FormField
              label="Email de la familia"
              id="alumno-padreEmail"
              error={errors.padreEmail?.message}
              description="La cuenta de la familia en el portal; vacío, sin familia."
            >
              <Input type="email" autoComplete="off" {...register('padreEmail')} />
            </FormField>
            <CampoSelect
              control={control}
              name="estado"
              label="Estado"
              id="alumno-estado"
              opciones={ESTADOS}
              className="content-start"
            />
            <CampoDesde form={form} alumno={alumno} />
            <FormField
              label="Observaciones"
              id="alumno-observaciones"
              error={errors.observaciones?.message}
              className="sm:col-span-2"
            >
              <Textarea rows={4} {...register('observaciones')} />
            </FormField>
          </>
        );
      }}
    </FormDialog>
  );
}
