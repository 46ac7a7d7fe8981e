import { zodResolver } from '@hookform/resolvers/zod';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useGuardarProfesor } from './profesores.queries';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';

const vacio = (): ProfesorInput => ({
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
});

export function ProfesorDialog({
  open,
  onOpenChange,
  profesor,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profesor: Profesor | null;
}) {
  const guardar = useGuardarProfesor();
  const form = useForm<ProfesorInput>({ resolver: zodResolver(profesorSchema), defaultValues: vacio() });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    if (!profesor) return form.reset(vacio());
    const { id: _id, activo: _activo, ...datos } = profesor;
    form.reset({
      ...datos,
      especializacion: datos.especializacion as ProfesorInput['especializacion'],
      fechaBaja: datos.fechaBaja ?? '',
      observaciones: datos.observaciones ?? '',
    });
  }, [open, profesor, form]);

  const onSubmit = form.handleSubmit(async (valores) => {
    try {
      await guardar.mutateAsync({ id: profesor?.id, datos: profesorSchema.parse(valores) });
      toast({ title: profesor ? 'Profesor actualizado' : 'Profesor creado' });
      onOpenChange(false);
    } catch (err) {
      ponerErroresDelServidor(form, err);
      const description =
        err instanceof ApiError && err.status === 409 && err.serverMessage
          ? err.serverMessage
          : 'Hubo un error al guardar los datos';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  });

  const texto = (
    name: 'nombre' | 'apellidos' | 'email' | 'telefono' | 'direccion' | 'numeroCuenta',
    label: string,
    extra: React.ComponentProps<'input'> = {},
  ) => (
    <FormField label={label} id={`profesor-${name}`} error={errors[name]?.message} required>
      <Input {...form.register(name)} {...extra} />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{profesor ? 'Editar Profesor' : 'Nuevo Profesor'}</DialogTitle>
          <DialogDescription>Datos personales, niveles que imparte y condiciones de pago.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {texto('nombre', 'Nombre', { autoComplete: 'given-name' })}
          {texto('apellidos', 'Apellidos', { autoComplete: 'family-name' })}
          {texto('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {texto('telefono', 'Teléfono', { type: 'tel', autoComplete: 'tel' })}
          <div className="sm:col-span-2">
            {texto('direccion', 'Dirección', { autoComplete: 'street-address' })}
          </div>

          <fieldset
            className="grid gap-2 sm:col-span-2"
            aria-describedby={errors.especializacion ? 'profesor-especializacion-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">
              Especialización
              <span aria-hidden="true" className="ml-0.5 text-destructive">
                *
              </span>
            </legend>
            <Controller
              control={form.control}
              name="especializacion"
              render={({ field }) => (
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {NIVELES.map((nivel) => {
                    const id = `profesor-nivel-${nivel.replace(/\s+/g, '-')}`;
                    const marcado = field.value?.includes(nivel) ?? false;
                    return (
                      <div key={nivel} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={marcado}
                          onCheckedChange={(v) =>
                            field.onChange(
                              v
                                ? [...(field.value ?? []), nivel]
                                : (field.value ?? []).filter((n) => n !== nivel),
                            )
                          }
                        />
                        <Label htmlFor={id} className="font-normal">
                          {nivel}
                        </Label>
                      </div>
                    );
                  })}
                </div>
              )}
            />
            {errors.especializacion && (
              <p
                id="profesor-especializacion-error"
                role="alert"
                className="text-sm font-medium text-destructive"
              >
                {errors.especializacion.message ?? mensajesProfesor.especializacion}
              </p>
            )}
          </fieldset>

          <FormField
            label="Horario preferido"
            id="profesor-horarioPreferido"
            error={errors.horarioPreferido?.message}
          >
            <Controller
              control={form.control}
              name="horarioPreferido"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="profesor-horarioPreferido">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {HORARIOS_PREFERIDOS.map((h) => (
                      <SelectItem key={h} value={h}>
                        {horarioPreferidoLabels[h]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField
            label="Desplazamiento"
            id="profesor-desplazamiento"
            error={errors.desplazamiento?.message}
          >
            <Controller
              control={form.control}
              name="desplazamiento"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="profesor-desplazamiento">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {DESPLAZAMIENTOS.map((d) => (
                      <SelectItem key={d} value={d}>
                        {desplazamientoLabels[d]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>

          <div className="flex flex-wrap gap-6 sm:col-span-2">
            {(['carnetConducir', 'coche'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
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

          {texto('numeroCuenta', 'Número de cuenta', { autoComplete: 'off', spellCheck: false })}
          <FormField label="Salario (€/h)" id="profesor-salario" error={errors.salario?.message} required>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('salario', { valueAsNumber: true })}
            />
          </FormField>
          <FormField label="Fecha de alta" id="profesor-fechaAlta" error={errors.fechaAlta?.message} required>
            <Input type="date" {...form.register('fechaAlta')} />
          </FormField>
          <FormField
            label="Fecha de baja"
            id="profesor-fechaBaja"
            error={errors.fechaBaja?.message}
            description={mensajesProfesor.fechaBajaAyuda}
          >
            <Input type="date" {...form.register('fechaBaja')} />
          </FormField>
          <FormField
            label="Observaciones"
            id="profesor-observaciones"
            error={errors.observaciones?.message}
            className="sm:col-span-2"
          >
            <Textarea rows={3} {...form.register('observaciones')} />
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
