import {
  actualizarSesionSchema,
  crearSesionSchema,
  ESTADOS_SESION,
  estadoSesionLabels,
  SIN_ACTIVIDAD,
  type CrearSesionInput,
  type SesionFila,
} from '@escuela/shared/sesiones/sesiones.schemas';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { CampoSelect } from '@/components/form/campos';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { opcionesDeEtiquetas, type Opcion } from '@/components/form/selector';
import { Textarea } from '@/components/ui/textarea';
import { EntradaFecha } from '@/components/form/entrada-fecha';
import { EntradaHora } from '@/components/form/entrada-hora';
import { formatoFechaHoraEscuela } from '@/lib/formato-es';
import { useActividadesDisponibles, useGuardarSesion } from './sesiones.queries';

const ESTADOS = opcionesDeEtiquetas(ESTADOS_SESION, estadoSesionLabels);
const soloObservaciones = actualizarSesionSchema.pick({ observaciones: true });

type Form = Omit<CrearSesionInput, 'grupoId'> & {
  grupoId: number | null;
  profesorSustitutoId?: number | null;
};

const valores = (s: SesionFila | null): Form => ({
  grupoId: s?.grupoId ?? null,
  fecha: s ? s.fecha.slice(0, 16) : '',
  actividadId: s?.actividadId ? String(s.actividadId) : SIN_ACTIVIDAD,
  estado: s?.estado ?? 'planificada',
  observaciones: s?.observaciones ?? '',
  ...(s ? { profesorSustitutoId: s.profesorSustituto?.id ?? null } : {}),
});

/** One `fecha` field ('yyyy-MM-ddTHH:mm', school wall-clock) edited as a date and a time. */
function CampoFechaHora({ control, error }: { control: Control<Form>; error?: string }) {
  return (
    <Controller
      control={control}
      name="fecha"
      render={({ field }) => {
        const [dia = '', hora = ''] = (field.value ?? '').split('T');
        const poner = (d: string, h: string) => field.onChange(d ? `${d}T${h || '16:00'}` : '');
        return (
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Fecha" id="sesion-fecha" error={error} required>
              <EntradaFecha valor={dia} onCambio={(d) => poner(d, hora)} onBlur={field.onBlur} />
            </FormField>
            <FormField label="Hora" id="sesion-hora">
              <EntradaHora valor={hora} onCambio={(h) => poner(dia, h)} onBlur={field.onBlur} />
            </FormField>
          </div>
        );
      }}
    />
  );
}

function CampoActividad({ control }: { control: Control<Form> }) {
  const grupoId = useWatch({ control, name: 'grupoId' });
  const actividades = useActividadesDisponibles(grupoId);
  const opciones: Opcion[] = [
    { valor: SIN_ACTIVIDAD, etiqueta: 'Sin actividad' },
    ...(actividades.data ?? []).map((a) => ({
      valor: String(a.id),
      etiqueta: a.distancia === 0 ? a.titulo : `${a.titulo} (${a.nivel.nombre})`,
    })),
  ];
  return (
    <CampoSelect
      control={control}
      name="actividadId"
      label="Actividad"
      id="sesion-actividad"
      opciones={opciones}
    />
  );
}

/** The admin's full form (new or edit); other roles edit only the observaciones (spec §2, §4). */
export function SesionDialog({
  open,
  onOpenChange,
  sesion,
  esAdmin,
  grupos,
  profesores = [],
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sesion: SesionFila | null;
  esAdmin: boolean;
  grupos: Opcion[];
  /** The active teachers, for the cover teacher of an existing session (issue 28). */
  profesores?: Opcion[];
}) {
  const guardar = useGuardarSesion();
  const comun = {
    open,
    onOpenChange,
    titulo: sesion ? 'Editar Sesión' : 'Nueva Sesión',
    registro: sesion?.id ?? null,
  };
  if (!esAdmin) {
    return (
      <FormDialog
        {...comun}
        descripcion={sesion ? `${sesion.grupo.nombre} · ${formatoFechaHoraEscuela(sesion.fecha)}` : ''}
        schema={soloObservaciones}
        valores={{ observaciones: sesion?.observaciones ?? '' }}
        guardar={(datos) => guardar.mutateAsync({ id: sesion?.id, datos })}
      >
        {({ register, formState: { errors } }) => (
          <FormField label="Observaciones" id="sesion-observaciones" error={errors.observaciones?.message}>
            <Textarea rows={4} {...register('observaciones')} />
          </FormField>
        )}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      {...comun}
      descripcion="Grupo, fecha y hora, actividad y estado de la sesión."
      schema={(sesion ? actualizarSesionSchema : crearSesionSchema) as typeof crearSesionSchema}
      valores={valores(sesion) as CrearSesionInput}
      guardar={(datos) => guardar.mutateAsync({ id: sesion?.id, datos })}
    >
      {({ register, control, formState: { errors } }) => {
        const c = control as unknown as Control<Form>;
        return (
          <>
            <CampoSelect
              control={c}
              name="grupoId"
              label="Grupo"
              id="sesion-grupo"
              opciones={grupos}
              numerico
              required
            />
            <CampoFechaHora control={c} error={errors.fecha?.message} />
            <CampoActividad control={c} />
            <CampoSelect
              control={c}
              name="estado"
              label="Estado"
              id="sesion-estado"
              opciones={ESTADOS}
              required
            />
            {sesion && (
              <CampoSelect
                control={c}
                name="profesorSustitutoId"
                label="Profesor sustituto"
                id="sesion-sustituto"
                opciones={profesores.filter((p) => p.valor !== String(sesion.profesorId))}
                vacio="Sin sustituto"
                numerico
              />
            )}
            <FormField
              label="Observaciones"
              id="sesion-observaciones-admin"
              error={errors.observaciones?.message}
            >
              <Textarea rows={3} {...register('observaciones')} />
            </FormField>
          </>
        );
      }}
    </FormDialog>
  );
}
