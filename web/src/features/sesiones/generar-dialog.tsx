import {
  generarSesionesSchema,
  type ResultadoGenerarSesiones,
} from '@escuela/shared/sesiones/sesiones.schemas';
import { useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { FormField } from '@/components/form/form-field';
import { Selector, type Opcion } from '@/components/form/selector';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { EntradaFecha } from '@/components/form/entrada-fecha';
import { formatoFecha } from '@/lib/formato-es';
import { useGenerarSesiones } from './sesiones.queries';

function Resultado({ r }: { r: ResultadoGenerarSesiones }) {
  return (
    <Alert aria-label="Resultado de la generación">
      <AlertTitle>{r.message}</AlertTitle>
      <AlertDescription>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          <dt>Creadas</dt>
          <dd>{r.creadas}</dd>
          <dt>Omitidas</dt>
          <dd>{r.omitidas}</dd>
        </dl>
        {r.festivos.length > 0 && (
          <p className="mt-2">
            Festivos: {r.festivos.map((f) => `${formatoFecha(f.fecha)} ${f.nombre}`).join(', ')}
          </p>
        )}
        {r.errores && r.errores.length > 0 && (
          <ul className="mt-2 list-disc pl-5 text-destructive">
            {r.errores.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** POST /api/sesiones/generar (admin): a range and an optional group; idempotent. */
export function GenerarDialog({
  open,
  onOpenChange,
  grupos,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  grupos: Opcion[];
}) {
  const generar = useGenerarSesiones();
  const [datos, setDatos] = useState({ fechaInicio: '', fechaFin: '', grupoId: '' });
  const [errores, setErrores] = useState<Record<string, string>>({});
  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    const r = generarSesionesSchema.safeParse({
      fechaInicio: datos.fechaInicio,
      fechaFin: datos.fechaFin,
      grupoId: datos.grupoId ? Number(datos.grupoId) : null,
    });
    if (!r.success) {
      setErrores(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrores({});
    generar.mutate(r.data);
  };
  const cambiar = (campo: keyof typeof datos) => (v: string) => setDatos((d) => ({ ...d, [campo]: v }));
  return (
    <Dialogo
      open={open}
      onOpenChange={onOpenChange}
      titulo="Generar Sesiones"
      descripcion="Crea las sesiones del horario de cada grupo en el rango, sin festivos. Las que ya existen se mantienen."
    >
      <form onSubmit={enviar} noValidate className="grid gap-4">
        <div className="grid gap-3 min-[400px]:grid-cols-2">
          <FormField label="Fecha de inicio" id="generar-inicio" error={errores.fechaInicio} required>
            <EntradaFecha valor={datos.fechaInicio} onCambio={cambiar('fechaInicio')} />
          </FormField>
          <FormField label="Fecha de fin" id="generar-fin" error={errores.fechaFin} required>
            <EntradaFecha valor={datos.fechaFin} onCambio={cambiar('fechaFin')} />
          </FormField>
        </div>
        <FormField label="Grupo" id="generar-grupo" description="Opcional: todos los grupos si se deja vacío">
          <Selector
            valor={datos.grupoId}
            onCambio={cambiar('grupoId')}
            opciones={grupos}
            vacio="Todos los grupos"
          />
        </FormField>
        {generar.isPending && <Spinner label="Generando sesiones..." />}
        {generar.data && !generar.isPending && <Resultado r={generar.data} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cerrar
          </Button>
          <Button type="submit" disabled={generar.isPending}>
            {generar.isPending ? 'Generando...' : 'Generar'}
          </Button>
        </DialogFooter>
      </form>
    </Dialogo>
  );
}
