import { zodResolver } from '@hookform/resolvers/zod';
import { colegioSchema, type Colegio, type ColegioInput } from '@escuela/shared/colegios/colegios.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useGuardarColegio } from './colegios.queries';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';

const vacio: ColegioInput = {
  nombre: '',
  alias: '',
  direccion: '',
  telefono: '',
  contactoResponsable: '',
  convenio: '',
};

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
  const form = useForm<ColegioInput>({ resolver: zodResolver(colegioSchema), defaultValues: vacio });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    if (!colegio) return form.reset(vacio);
    // Only the form's fields: the strict schema refuses anything else (such as the id).
    const { id: _id, ...datos } = colegio;
    form.reset({ ...datos, convenio: datos.convenio ?? '' });
  }, [open, colegio, form]);

  const onSubmit = form.handleSubmit(async (valores) => {
    try {
      await guardar.mutateAsync({ id: colegio?.id, datos: colegioSchema.parse(valores) });
      toast({ title: colegio ? 'Colegio actualizado' : 'Colegio creado' });
      onOpenChange(false);
    } catch (err) {
      ponerErroresDelServidor(form, err);
      toast({ title: 'Error', description: 'Hubo un error al guardar los datos', variant: 'destructive' });
    }
  });

  const campo = (name: keyof ColegioInput, label: string, extra: React.ComponentProps<'input'> = {}) => (
    <FormField
      label={label}
      id={`colegio-${name}`}
      error={errors[name]?.message}
      required={name !== 'convenio'}
    >
      <Input {...form.register(name)} {...extra} />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{colegio ? 'Editar Colegio' : 'Nuevo Colegio'}</DialogTitle>
          <DialogDescription>Datos del colegio y de su persona de contacto.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {campo('nombre', 'Nombre')}
          {campo('alias', 'Alias')}
          {campo('direccion', 'Dirección', { autoComplete: 'street-address' })}
          {campo('telefono', 'Teléfono', { type: 'tel', autoComplete: 'tel' })}
          {campo('contactoResponsable', 'Contacto')}
          <FormField
            label="Convenio"
            id="colegio-convenio"
            error={errors.convenio?.message}
            description="Opcional"
          >
            <Textarea rows={2} {...form.register('convenio')} />
          </FormField>
          <DialogFooter>
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
