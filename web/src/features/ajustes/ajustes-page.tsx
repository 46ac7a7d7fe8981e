/**
 * /ajustes (admin): the school's settings, one section per subject: security, with 'Exigir segundo factor a
 * administradores' (decision 029), then the whole-number settings (`ENTEROS`). A later whole-number
 * setting is one more entry there; a setting of another kind adds its own `Seccion`.
 */
import { guardarAjustesSchema, type GuardarAjustes } from '@escuela/shared/ajustes/ajustes.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CampoNumero } from '@/components/form/campo-numero';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { useAjustes, useGuardarAjustes } from './ajustes.queries';

export function AjustesPage() {
  const ajustes = useAjustes();
  return (
    <>
      <title>Ajustes · RoboEscuela</title>
      <PageHeader title="Ajustes" description="Opciones de la escuela que se aplican a todas las cuentas." />
      {ajustes.isPending ? (
        <Skeleton className="h-48 w-full max-w-2xl" aria-label="Cargando ajustes" />
      ) : ajustes.isError ? (
        <div className="max-w-2xl space-y-3">
          <p role="alert" className="text-destructive">
            No se pudieron cargar los ajustes.
          </p>
          <Button variant="outline" onClick={() => void ajustes.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <FormularioAjustes valores={ajustes.data} />
      )}
    </>
  );
}

/** The settings that are a whole number (hours, months), each in its own section. */
const ENTEROS: {
  titulo: string;
  descripcion: string;
  name: 'horasOfertaPlaza' | 'mesesRetencionFamilias';
  label: string;
  id: string;
  description?: string;
}[] = [
  {
    titulo: 'Plazas',
    descripcion:
      'Cuando queda una plaza libre en un grupo completo, se ofrece a la primera familia de la lista de espera.',
    name: 'horasOfertaPlaza',
    label: 'Horas para aceptar una plaza ofrecida',
    id: 'horas-oferta-plaza',
    description: 'Pasado ese tiempo, la plaza se ofrece a la siguiente familia.',
  },
  {
    titulo: 'Protección de datos',
    descripcion:
      'Las familias sin ningún alumno activo durante este tiempo aparecen en «Supresión de datos» para anonimizarlas.',
    name: 'mesesRetencionFamilias',
    label: 'Meses de conservación tras la última baja',
    id: 'meses-retencion',
  },
];

/** A section of the form: its title and what it is about, then its fields. */
function Seccion({
  titulo,
  descripcion,
  className,
  children,
}: {
  titulo: string;
  descripcion: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{titulo}</CardTitle>
        <CardDescription>{descripcion}</CardDescription>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

function FormularioAjustes({ valores }: { valores: GuardarAjustes }) {
  const form = useForm<GuardarAjustes>({ resolver: zodResolver(guardarAjustesSchema), values: valores });
  const guardar = useGuardarAjustes();
  const onSubmit = form.handleSubmit(async (datos) => {
    try {
      await guardar.mutateAsync(datos);
    } catch (err) {
      ponerErroresDelServidor(form, err);
      if (!(err instanceof ApiError && err.errors)) {
        toast({
          title: 'Error',
          description: errorMessage(err, 'No se pudieron guardar los ajustes'),
          variant: 'destructive',
        });
      }
    }
  });
  const error = form.formState.errors.exigirSegundoFactorAdmin?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <Seccion
        titulo="Seguridad"
        descripcion="Cómo entran en la aplicación las personas del equipo."
        className="space-y-2"
      >
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="exigir-segundo-factor">Exigir segundo factor a administradores</Label>
            <p id="exigir-segundo-factor-ayuda" className="text-sm text-muted-foreground">
              Los administradores que aún no usen la verificación en dos pasos la configurarán la próxima vez
              que entren, antes de acceder. Recomendado: ven las nóminas y las cuentas bancarias.
            </p>
          </div>
          <Controller
            control={form.control}
            name="exigirSegundoFactorAdmin"
            render={({ field }) => (
              <Switch
                id="exigir-segundo-factor"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby={
                  error
                    ? 'exigir-segundo-factor-ayuda exigir-segundo-factor-error'
                    : 'exigir-segundo-factor-ayuda'
                }
                aria-invalid={error ? true : undefined}
              />
            )}
          />
        </div>
        {error && (
          <p id="exigir-segundo-factor-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </Seccion>
      {ENTEROS.map(({ titulo, descripcion, ...campo }) => (
        <Seccion key={campo.id} titulo={titulo} descripcion={descripcion}>
          <CampoNumero control={form.control} decimales={0} className="max-w-xs" {...campo} />
        </Seccion>
      ))}
      <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
        {form.formState.isSubmitting ? 'Guardando...' : 'Guardar cambios'}
      </Button>
    </form>
  );
}
