import { Controller } from 'react-hook-form';
import {
  DURACIONES,
  grupoFormSchema,
  mensajesGrupo,
  type Grupo,
  type GrupoForm,
} from '@escuela/shared/grupos/grupos.schemas';
import {
  DIAS_LECTIVOS,
  DIAS_SEMANA,
  HORA_INICIO_POR_DEFECTO,
  formatHorario,
  horarioAEditor,
} from '@escuela/shared/grupos/horario';
import { CampoCasillas, CampoNivel, CampoSelect } from '@/components/form/campos';
import { CampoNumero } from '@/components/form/campo-numero';
import {
  FormDialogRegistro,
  formularioRegistro,
  type DialogoRegistroProps,
} from '@/components/form/form-dialog-registro';
import { FormField } from '@/components/form/form-field';
import type { Opcion } from '@/components/form/selector';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { EntradaHora } from '@/components/form/entrada-hora';
import { useGuardarGrupo, useNiveles } from './grupos.queries';

/** The contract's durations: '1 hora', '1,5 horas', '2 horas'. */
const OPCIONES_DURACION: Opcion[] = DURACIONES.map((horas) => ({
  valor: String(horas),
  etiqueta: `${horas.toLocaleString('es-ES')} ${horas === 1 ? 'hora' : 'horas'}`,
}));
const DIAS: Opcion[] = DIAS_LECTIVOS.map((d) => ({ valor: String(d), etiqueta: DIAS_SEMANA[d]! }));

/** '35,50' → 35.5 (a blank fee is 0: not billed); anything else stays for the schema to refuse. */
const aNumero = (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v.trim().replace(',', '.'))) : v;

const valores = (g: Grupo | null): GrupoForm =>
  g
    ? {
        nombre: g.nombre,
        nivelId: g.nivelId,
        duracion: g.duracion,
        cuotaMensual: g.cuotaMensual,
        plazasMaximas: g.plazasMaximas,
        plazasMinimas: g.plazasMinimas,
        colegioId: g.colegioId,
        profesorId: g.profesorId,
        ...horarioAEditor(g.horario),
      }
    : {
        nombre: '',
        nivelId: 0,
        duracion: 1,
        cuotaMensual: 0,
        plazasMaximas: 16,
        plazasMinimas: 8,
        dias: [],
        horaInicio: HORA_INICIO_POR_DEFECTO,
        colegioId: 0,
        profesorId: 0,
      };

const sinDias = () => toast({ title: 'Error', description: mensajesGrupo.diasEnvio, variant: 'destructive' });

const FORMULARIO = formularioRegistro({
  titulos: { nuevo: 'Nuevo Grupo', editar: 'Editar Grupo' },
  descripcion: 'Nivel, colegio, profesor y horario semanal del grupo.',
  schema: grupoFormSchema,
  valores,
});

export function GrupoDialog({
  grupo,
  colegios,
  profesores,
  ...dialogo
}: DialogoRegistroProps & {
  grupo: Grupo | null;
  colegios: Opcion[];
  profesores: Opcion[];
}) {
  const guardar = useGuardarGrupo();
  const niveles = useNiveles(dialogo.open);
  // The group's current teacher stays selectable even if no longer active.
  const opcionesProfesor =
    grupo && !profesores.some((p) => p.valor === String(grupo.profesorId))
      ? [
          ...profesores,
          {
            valor: String(grupo.profesorId),
            etiqueta: `${grupo.profesor.nombre} ${grupo.profesor.apellidos}`,
          },
        ]
      : profesores;

  return (
    <FormDialogRegistro
      {...dialogo}
      registro={grupo}
      formulario={FORMULARIO}
      guardar={({ id, datos: { dias, horaInicio, ...resto } }) =>
        guardar.mutateAsync({
          id,
          datos: { ...resto, duracion: Number(resto.duracion), horario: formatHorario(dias, horaInicio) },
        })
      }
      renombrar={{ horario: 'dias' }}
      alInvalido={(e) => e.dias && sinDias()}
      className="max-w-xl"
      formClassName="sm:grid-cols-2"
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <FormField
            label="Nombre"
            id="grupo-nombre"
            error={errors.nombre?.message}
            required
            className="sm:col-span-2"
          >
            <Input {...register('nombre')} />
          </FormField>
          <CampoNivel control={control} id="grupo-nivelId" niveles={niveles.data} />
          <CampoSelect
            control={control}
            name="duracion"
            label="Duración"
            id="grupo-duracion"
            opciones={OPCIONES_DURACION}
            numerico
            required
          />
          <FormField label="Cuota mensual (€)" id="grupo-cuotaMensual" error={errors.cuotaMensual?.message}>
            <Input inputMode="decimal" {...register('cuotaMensual', { setValueAs: aNumero })} />
          </FormField>
          <CampoNumero
            control={control}
            name="plazasMaximas"
            label="Plazas máximas"
            id="grupo-plazasMaximas"
            decimales={0}
            description={
              grupo
                ? `Ocupadas: ${grupo.numAlumnos} · libres: ${grupo.plazasLibres} · en espera: ${grupo.enEspera}`
                : undefined
            }
          />
          <CampoNumero
            control={control}
            name="plazasMinimas"
            label="Plazas mínimas para abrir"
            id="grupo-plazasMinimas"
            decimales={0}
          />
          <CampoSelect
            control={control}
            name="colegioId"
            label="Colegio"
            id="grupo-colegioId"
            opciones={colegios}
            placeholder="Seleccione un colegio"
            numerico
            required
          />
          <CampoSelect
            control={control}
            name="profesorId"
            label="Profesor"
            id="grupo-profesorId"
            opciones={opcionesProfesor}
            placeholder="Seleccione un profesor"
            numerico
            required
          />
          <CampoCasillas
            control={control}
            name="dias"
            label="Días"
            id="grupo-dia"
            opciones={DIAS}
            numerico
            required
            className="sm:col-span-2"
          />
          <Controller
            control={control}
            name="horaInicio"
            render={({ field }) => (
              <FormField
                label="Hora de inicio"
                id="grupo-horaInicio"
                error={errors.horaInicio?.message}
                required
              >
                <EntradaHora valor={field.value} onCambio={field.onChange} onBlur={field.onBlur} />
              </FormField>
            )}
          />
        </>
      )}
    </FormDialogRegistro>
  );
}
