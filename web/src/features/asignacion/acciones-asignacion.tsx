/**
 * The admin's bulk actions of /sesiones (DESIGN.md §4): assign activities, remove activities, remove
 * period materials, over a date range and an optional group. Each asks for confirmation, shows that it
 * is running and toasts the `{message, errores?}` answer for 5 s. Self-contained: mount it in the
 * sessions page's admin slot as `<AccionesAsignacion grupoId={grupoIdDelFiltro} />`.
 */
import { rangoAsignacionSchema } from '@escuela/shared/asignacion/asignacion.schemas';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FiltroFecha, FiltroSelect } from '@/components/filtros/filtros';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useOpcionesGrupos } from '@/lib/grupos-opciones';
import { ACCIONES, useAccionAsignacion, type AccionAsignacion } from './asignacion.queries';

const MAX_ERRORES_TOAST = 5;

export function AccionesAsignacion({ grupoId }: { grupoId?: number | null }) {
  const [fechaInicio, setFechaInicio] = useState('');
  const [fechaFin, setFechaFin] = useState('');
  const [grupo, setGrupo] = useState(grupoId ? String(grupoId) : '');
  const [error, setError] = useState<string | null>(null);
  const [pidiendo, setPidiendo] = useState<AccionAsignacion | null>(null);
  // A failure keeps the confirmation open; it says why there too (the modal hides the toast from screen readers).
  const [fallo, setFallo] = useState<string | null>(null);
  const grupos = useOpcionesGrupos();
  const accion = useAccionAsignacion();
  const enCurso = accion.isPending ? accion.variables?.accion : undefined;

  const cuerpo = () =>
    rangoAsignacionSchema.safeParse({ fechaInicio, fechaFin, grupoId: grupo ? Number(grupo) : null });

  const pedir = (a: AccionAsignacion) => {
    const r = cuerpo();
    setError(r.success ? null : r.error.issues[0]!.message);
    if (r.success) setPidiendo(a);
  };

  const ejecutar = async (a: AccionAsignacion) => {
    const r = cuerpo();
    if (!r.success) return;
    try {
      const res = await accion.mutateAsync({ accion: a, rango: r.data });
      const errores = res.errores ?? [];
      toast({
        title: res.message,
        duration: 5000,
        description: errores.length ? (
          <ul className="list-disc pl-4">
            {errores.slice(0, MAX_ERRORES_TOAST).map((e) => (
              <li key={e}>{e}</li>
            ))}
            {errores.length > MAX_ERRORES_TOAST && <li>… y {errores.length - MAX_ERRORES_TOAST} más</li>}
          </ul>
        ) : undefined,
      });
    } catch (err) {
      setFallo(errorMessage(err, ACCIONES[a].error));
      toast({
        title: 'Error',
        description: errorMessage(err, ACCIONES[a].error),
        variant: 'destructive',
        duration: 5000,
      });
      throw err;
    }
  };

  return (
    <section
      aria-labelledby="asignacion-titulo"
      className="grid gap-3 rounded-lg border p-4"
      aria-busy={accion.isPending || undefined}
    >
      <h2 id="asignacion-titulo" className="font-semibold">
        Actividades y materiales
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FiltroFecha
          id="asignacion-inicio"
          etiqueta="Fecha de inicio"
          valor={fechaInicio}
          onCambio={setFechaInicio}
          className="w-44"
        />
        <FiltroFecha
          id="asignacion-fin"
          etiqueta="Fecha de fin"
          valor={fechaFin}
          onCambio={setFechaFin}
          className="w-44"
        />
        <FiltroSelect
          id="asignacion-grupo"
          etiqueta="Grupo"
          valor={grupo}
          onCambio={setGrupo}
          vacio="Todos los grupos"
          opciones={grupos.data ?? []}
          className="sm:w-64"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {(Object.keys(ACCIONES) as AccionAsignacion[]).map((a) => (
          <Button
            key={a}
            variant={a === 'asignar' ? 'default' : 'outline'}
            disabled={accion.isPending}
            onClick={() => pedir(a)}
          >
            {enCurso === a && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {enCurso === a ? ACCIONES[a].ocupado : ACCIONES[a].boton}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={pidiendo !== null}
        onOpenChange={(o) => {
          if (o) return;
          setPidiendo(null);
          setFallo(null);
        }}
        title={pidiendo ? ACCIONES[pidiendo].boton : undefined}
        description={pidiendo ? ACCIONES[pidiendo].confirmar : undefined}
        confirmLabel="Continuar"
        busyLabel={pidiendo ? ACCIONES[pidiendo].ocupado : undefined}
        destructive={pidiendo !== 'asignar'}
        onConfirm={() => (pidiendo ? ejecutar(pidiendo) : undefined)}
      >
        {fallo && (
          <p role="alert" className="text-sm text-destructive">
            {fallo}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
