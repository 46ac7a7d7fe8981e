import { zodResolver } from '@hookform/resolvers/zod';
import {
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
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useGuardarGrupo, useNiveles } from './grupos.queries';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';

export interface Opcion {
  id: number;
  nombre: string;
}

const vacio: GrupoForm = {
  nombre: '',
  nivelId: 0,
  duracion: 1,
  dias: [],
  horaInicio: HORA_INICIO_POR_DEFECTO,
  colegioId: 0,
  profesorId: 0,
};

function SelectId({
  id,
  value,
  onChange,
  opciones,
  placeholder,
}: {
  id: string;
  value: number | undefined;
  onChange: (v: number) => void;
  opciones: Opcion[];
  placeholder: string;
}) {
  return (
    <Select value={value ? String(value) : ''} onValueChange={(v) => onChange(Number(v))}>
      <SelectTrigger id={id}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {opciones.map((o) => (
          <SelectItem key={o.id} value={String(o.id)}>
            {o.nombre}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function GrupoDialog({
  open,
  onOpenChange,
  grupo,
  colegios,
  profesores,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  grupo: Grupo | null;
  colegios: Opcion[];
  profesores: Opcion[];
}) {
  const guardar = useGuardarGrupo();
  const niveles = useNiveles(open);
  const form = useForm<GrupoForm>({ resolver: zodResolver(grupoFormSchema), defaultValues: vacio });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(
      grupo
        ? {
            nombre: grupo.nombre,
            nivelId: grupo.nivelId,
            duracion: grupo.duracion,
            colegioId: grupo.colegioId,
            profesorId: grupo.profesorId,
            ...horarioAEditor(grupo.horario),
          }
        : vacio,
    );
  }, [open, grupo, form]);

  // The group's current teacher stays selectable even if no longer active.
  const opcionesProfesor =
    grupo && !profesores.some((p) => p.id === grupo.profesorId)
      ? [
          ...profesores,
          { id: grupo.profesorId, nombre: `${grupo.profesor.nombre} ${grupo.profesor.apellidos}` },
        ]
      : profesores;

  const onSubmit = form.handleSubmit(
    async ({ dias, horaInicio, ...resto }) => {
      if (dias.length === 0) {
        toast({ title: 'Error', description: mensajesGrupo.diasEnvio, variant: 'destructive' });
        return;
      }
      try {
        await guardar.mutateAsync({
          id: grupo?.id,
          datos: { ...resto, duracion: Number(resto.duracion), horario: formatHorario(dias, horaInicio) },
        });
        toast({ title: grupo ? 'Grupo actualizado' : 'Grupo creado' });
        onOpenChange(false);
      } catch (err) {
        ponerErroresDelServidor(form, err, { renombrar: { horario: 'dias' } });
        const description =
          err instanceof ApiError
            ? (err.serverMessage ?? 'Error al guardar el grupo')
            : 'Error desconocido al guardar el grupo';
        toast({ title: 'Error', description, variant: 'destructive' });
      }
    },
    (e) => {
      if (e.dias) toast({ title: 'Error', description: mensajesGrupo.diasEnvio, variant: 'destructive' });
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{grupo ? 'Editar Grupo' : 'Nuevo Grupo'}</DialogTitle>
          <DialogDescription>Nivel, colegio, profesor y horario semanal del grupo.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Nombre"
            id="grupo-nombre"
            error={errors.nombre?.message}
            required
            className="sm:col-span-2"
          >
            <Input {...form.register('nombre')} />
          </FormField>
          <FormField label="Nivel" id="grupo-nivelId" error={errors.nivelId?.message} required>
            <Controller
              control={form.control}
              name="nivelId"
              render={({ field }) => (
                <SelectId
                  id="grupo-nivelId"
                  value={field.value}
                  onChange={field.onChange}
                  opciones={niveles.data ?? []}
                  placeholder="Seleccione un nivel"
                />
              )}
            />
          </FormField>
          <FormField label="Duración" id="grupo-duracion" error={errors.duracion?.message} required>
            <Controller
              control={form.control}
              name="duracion"
              render={({ field }) => (
                <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))}>
                  <SelectTrigger id="grupo-duracion">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="1">1 hora</SelectItem>
                    <SelectItem value="1.5">1,5 horas</SelectItem>
                    <SelectItem value="2">2 horas</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField label="Colegio" id="grupo-colegioId" error={errors.colegioId?.message} required>
            <Controller
              control={form.control}
              name="colegioId"
              render={({ field }) => (
                <SelectId
                  id="grupo-colegioId"
                  value={field.value}
                  onChange={field.onChange}
                  opciones={colegios}
                  placeholder="Seleccione un colegio"
                />
              )}
            />
          </FormField>
          <FormField label="Profesor" id="grupo-profesorId" error={errors.profesorId?.message} required>
            <Controller
              control={form.control}
              name="profesorId"
              render={({ field }) => (
                <SelectId
                  id="grupo-profesorId"
                  value={field.value}
                  onChange={field.onChange}
                  opciones={opcionesProfesor}
                  placeholder="Seleccione un profesor"
                />
              )}
            />
          </FormField>
          <fieldset className="sm:col-span-2" aria-describedby={errors.dias ? 'grupo-dias-error' : undefined}>
            <legend className="mb-2 text-sm font-medium">
              Días
              <span aria-hidden="true" className="ml-0.5 text-destructive">
                *
              </span>
            </legend>
            <Controller
              control={form.control}
              name="dias"
              render={({ field }) => (
                <div className="flex flex-wrap gap-x-5 gap-y-2">
                  {DIAS_LECTIVOS.map((dia) => (
                    <div key={dia} className="flex items-center gap-2">
                      <Checkbox
                        id={`grupo-dia-${dia}`}
                        checked={field.value.includes(dia)}
                        onCheckedChange={(v) =>
                          field.onChange(v ? [...field.value, dia] : field.value.filter((d) => d !== dia))
                        }
                      />
                      <Label htmlFor={`grupo-dia-${dia}`} className="font-normal">
                        {DIAS_SEMANA[dia]}
                      </Label>
                    </div>
                  ))}
                </div>
              )}
            />
            {errors.dias && (
              <p id="grupo-dias-error" role="alert" className="mt-2 text-sm font-medium text-destructive">
                {errors.dias.message}
              </p>
            )}
          </fieldset>
          <FormField label="Hora de inicio" id="grupo-horaInicio" error={errors.horaInicio?.message} required>
            <Input type="time" step={300} {...form.register('horaInicio')} />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Guardando...' : 'Guardar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
