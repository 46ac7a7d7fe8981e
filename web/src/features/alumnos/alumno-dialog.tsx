import { zodResolver } from '@hookform/resolvers/zod';
import {
  alumnoSchema,
  estadoAlumnoLabels,
  mensajesAlumno,
  observacionesAlumnoSchema,
  SIN_GRUPO_LABEL,
  type Alumno,
  type AlumnoInput,
  type GuardarAlumno,
} from '@escuela/shared/alumnos/alumnos.schemas';
import {
  CURSOS_ESCOLARES,
  cursoLabel,
  FECHA_NACIMIENTO_MINIMA,
  LETRAS,
  letraLabel,
} from '@escuela/shared/padres/inscripcion';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
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
import { errorMessage } from '@/lib/api';
import { formatoFecha } from '@/lib/formato-es';
import { useGuardarAlumno } from './alumnos.queries';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';

export interface OpcionGrupo {
  id: number;
  nombre: string;
}

const SELECT =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base aria-invalid:border-destructive md:text-sm';

function hoy() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Field errors of a 400 answer under their fields; the rest as a toast. */
function informarError<T extends FieldValues>(form: UseFormReturn<T>, err: unknown) {
  ponerErroresDelServidor(form, err);
  toast({
    title: 'Error',
    description: errorMessage(err, mensajesAlumno.errorGuardar),
    variant: 'destructive',
  });
}

const valoresIniciales = (a: Alumno | null): AlumnoInput => ({
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
});

function FormularioAdmin({
  alumno,
  grupos,
  onHecho,
}: {
  alumno: Alumno | null;
  grupos: OpcionGrupo[];
  onHecho: () => void;
}) {
  const guardar = useGuardarAlumno();
  const form = useForm<AlumnoInput, unknown, GuardarAlumno>({
    resolver: zodResolver(alumnoSchema),
    defaultValues: valoresIniciales(alumno),
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (datos) => {
    try {
      await guardar.mutateAsync({ id: alumno?.id, datos });
      toast({ title: alumno ? mensajesAlumno.actualizado : mensajesAlumno.creado });
      onHecho();
    } catch (err) {
      informarError(form, err);
    }
  });
  const cursoDesconocido = alumno?.curso && !CURSOS_ESCOLARES.some((c) => c.value === alumno.curso);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nombre" id="alumno-nombre" error={errors.nombre?.message} required>
          <Input autoComplete="off" {...form.register('nombre')} />
        </FormField>
        <FormField label="Apellidos" id="alumno-apellidos" error={errors.apellidos?.message} required>
          <Input autoComplete="off" {...form.register('apellidos')} />
        </FormField>
        <FormField label="Fecha de nacimiento" id="alumno-fecha" error={errors.fechaNacimiento?.message}>
          <Input
            type="date"
            min={FECHA_NACIMIENTO_MINIMA}
            max={hoy()}
            {...form.register('fechaNacimiento')}
          />
        </FormField>
        <FormField label="Grupo" id="alumno-grupo" error={errors.grupoId?.message}>
          <select
            className={SELECT}
            {...form.register('grupoId', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
          >
            <option value="">{SIN_GRUPO_LABEL}</option>
            {grupos.map((g) => (
              <option key={g.id} value={g.id}>
                {g.nombre}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Curso" id="alumno-curso" error={errors.curso?.message}>
          <select className={SELECT} {...form.register('curso')}>
            <option value="">Sin curso</option>
            {cursoDesconocido && <option value={alumno.curso!}>{alumno.curso}</option>}
            {CURSOS_ESCOLARES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Letra" id="alumno-letra" error={errors.letra?.message}>
          <select className={SELECT} {...form.register('letra')}>
            <option value="">—</option>
            {alumno?.letra && !LETRAS.some((l) => l.value === alumno.letra) && (
              <option value={alumno.letra}>{alumno.letra}</option>
            )}
            {LETRAS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Teléfono 1" id="alumno-telefono1" error={errors.telefono1?.message}>
          <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('telefono1')} />
        </FormField>
        <FormField label="Teléfono 2" id="alumno-telefono2" error={errors.telefono2?.message}>
          <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('telefono2')} />
        </FormField>
        <FormField label="DNI/NIE" id="alumno-dni" error={errors.dni?.message}>
          <Input autoComplete="off" {...form.register('dni')} />
        </FormField>
        <FormField label="Cuenta bancaria" id="alumno-cuenta" error={errors.cuenta?.message}>
          <Input autoComplete="off" {...form.register('cuenta')} />
        </FormField>
        <FormField label="Estado" id="alumno-estado" error={errors.estado?.message}>
          <select className={SELECT} {...form.register('estado')}>
            <option value="alta">{estadoAlumnoLabels.alta}</option>
            <option value="baja">{estadoAlumnoLabels.baja}</option>
          </select>
        </FormField>
      </div>
      <FormField label="Observaciones" id="alumno-observaciones" error={errors.observaciones?.message}>
        <Textarea rows={4} {...form.register('observaciones')} />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function Dato({ titulo, valor }: { titulo: string; valor: string | null | undefined }) {
  return (
    <div>
      <dt className="text-muted-foreground">{titulo}</dt>
      <dd className="font-medium">{valor || '—'}</dd>
    </div>
  );
}

/** A profesor or coordinador: everything read-only but observaciones, the only field sent. */
function FormularioObservaciones({ alumno, onHecho }: { alumno: Alumno; onHecho: () => void }) {
  const guardar = useGuardarAlumno();
  type Valores = z.input<typeof observacionesAlumnoSchema>;
  const form = useForm<Valores, unknown, z.output<typeof observacionesAlumnoSchema>>({
    resolver: zodResolver(observacionesAlumnoSchema),
    defaultValues: { observaciones: alumno.observaciones ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ observaciones }) => {
    try {
      await guardar.mutateAsync({ id: alumno.id, datos: { observaciones } });
      toast({ title: mensajesAlumno.actualizado });
      onHecho();
    } catch (err) {
      informarError(form, err);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted/50 p-3 text-sm">
        <Dato titulo="Nombre" valor={alumno.nombre} />
        <Dato titulo="Apellidos" valor={alumno.apellidos} />
        <Dato
          titulo="Curso"
          valor={[cursoLabel(alumno.curso), letraLabel(alumno.letra)].filter(Boolean).join(' ')}
        />
        <Dato titulo="Grupo" valor={alumno.grupo?.nombre ?? SIN_GRUPO_LABEL} />
        <Dato titulo="Fecha de nacimiento" valor={formatoFecha(alumno.fechaNacimiento)} />
        <Dato titulo="Teléfonos" valor={[alumno.telefono1, alumno.telefono2].filter(Boolean).join(' · ')} />
      </dl>
      <FormField label="Observaciones" id="alumno-observaciones" error={errors.observaciones?.message}>
        <Textarea rows={6} autoFocus {...form.register('observaciones')} />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar'}
        </Button>
      </DialogFooter>
    </form>
  );
}

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
  grupos: OpcionGrupo[];
}) {
  const cerrar = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{alumno ? 'Editar Alumno' : 'Nuevo Alumno'}</DialogTitle>
          <DialogDescription>
            {esAdmin
              ? 'Los campos marcados con * son obligatorios.'
              : `${alumno?.nombre ?? ''} ${alumno?.apellidos ?? ''}: solo puedes modificar las observaciones.`}
          </DialogDescription>
        </DialogHeader>
        {esAdmin ? (
          <FormularioAdmin key={alumno?.id ?? 'nuevo'} alumno={alumno} grupos={grupos} onHecho={cerrar} />
        ) : (
          alumno && <FormularioObservaciones key={alumno.id} alumno={alumno} onHecho={cerrar} />
        )}
      </DialogContent>
    </Dialog>
  );
}
