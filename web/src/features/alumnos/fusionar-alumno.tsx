import { SIN_GRUPO_LABEL, type AlumnoFila } from '@escuela/shared/alumnos/alumnos.schemas';
import { mensajesFusion } from '@escuela/shared/inscripciones/fusiones.schemas';
import { GitMerge } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatoInstante } from '@/lib/formato-es';
import { useAlumnos } from './alumnos.queries';
import { useFusionarAlumnos, useFusionesAlumno } from './fusiones.queries';

const nombreDe = (a: { nombre: string; apellidos: string }) => `${a.nombre} ${a.apellidos}`;
const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/** The row action that opens the merge tool (admin). */
export function BotonFusionar({ alumno, onClick }: { alumno: AlumnoFila; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Unir un duplicado con ${nombreDe(alumno)}`}
      title="Unir un duplicado"
      onClick={onClick}
    >
      <GitMerge aria-hidden="true" />
    </Button>
  );
}

/**
 * The merge tool (decision 040): the office finds the other record of the same child and folds it into
 * this one (attendance, observations and enrolments move; the duplicate is removed), after confirming.
 * Below, the merges this student already had: who, when, what moved. Mounted with `key` = the student,
 * so each opening starts from that student's surname.
 */
export function FusionarAlumnoDialog({
  alumno,
  onCerrar,
}: {
  alumno: AlumnoFila | null;
  onCerrar: () => void;
}) {
  const id = useId();
  const [busqueda, setBusqueda] = useState(alumno?.apellidos ?? '');
  const [deBaja, setDeBaja] = useState(false);
  const [duplicado, setDuplicado] = useState<AlumnoFila | null>(null);
  const search = useDeferredValue(busqueda.trim());
  const resultados = useAlumnos(
    { search: search || undefined, estado: deBaja ? 'baja' : 'alta', limit: 20 },
    false,
  );
  const historial = useFusionesAlumno(alumno?.id ?? null);
  const fusionar = useFusionarAlumnos();
  const candidatos = (resultados.data?.alumnos ?? []).filter((a) => a.id !== alumno?.id);

  return (
    <>
      <Dialogo
        open={alumno !== null}
        onOpenChange={(o) => !o && onCerrar()}
        titulo="Unir un alumno duplicado"
        descripcion={
          alumno
            ? `Busca el otro registro de ${nombreDe(alumno)}. Se conservará ${nombreDe(alumno)} con las asistencias, observaciones y matrículas de los dos.`
            : ''
        }
        className="max-w-2xl"
      >
        <div className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-buscar`}>Buscar el duplicado</Label>
            <Input
              id={`${id}-buscar`}
              type="search"
              value={busqueda}
              maxLength={100}
              onChange={(e) => setBusqueda(e.target.value)}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-baja`} checked={deBaja} onCheckedChange={(v) => setDeBaja(v === true)} />
            <Label htmlFor={`${id}-baja`}>Buscar entre los alumnos de baja</Label>
          </div>
          <div aria-live="polite" aria-busy={resultados.isFetching || undefined}>
            {resultados.isError ? (
              <p className="text-sm text-destructive">No se pudieron buscar los alumnos</p>
            ) : resultados.isPending ? (
              <p className="text-sm text-muted-foreground">Buscando...</p>
            ) : candidatos.length === 0 ? (
              <p className="text-sm text-muted-foreground">No hay otros alumnos con ese nombre</p>
            ) : (
              <ul className="max-h-64 space-y-2 overflow-y-auto" aria-label="Posibles duplicados">
                {candidatos.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
                  >
                    <span className="min-w-0 text-sm break-words">
                      <span className="font-medium">{nombreDe(c)}</span>
                      <span className="block text-xs text-muted-foreground">
                        {c.grupo?.nombre ?? SIN_GRUPO_LABEL} · nº {c.id}
                      </span>
                    </span>
                    <Button size="sm" variant="outline" onClick={() => setDuplicado(c)}>
                      Unir con este
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <section aria-labelledby={`${id}-historial`} className="space-y-1 border-t pt-3">
            <h3 id={`${id}-historial`} className="text-sm font-semibold">
              Uniones anteriores
            </h3>
            {historial.isError ? (
              <p className="text-sm text-destructive">{mensajesFusion.errorCargar}</p>
            ) : !historial.data?.length ? (
              <p className="text-sm text-muted-foreground">
                {historial.isPending ? 'Cargando...' : 'Este alumno no tiene uniones'}
              </p>
            ) : (
              <ul className="space-y-1 text-sm">
                {historial.data.map((f) => (
                  <li key={f.id} className="break-words">
                    {nombreDe(f.eliminado)} (nº {f.eliminado.id}) unido por{' '}
                    {f.autor ?? 'una cuenta eliminada'} el{' '}
                    <time dateTime={f.fecha}>{formatoInstante(f.fecha)}</time>:{' '}
                    {plural(f.movidas.asistencias, 'asistencia', 'asistencias')},{' '}
                    {plural(f.movidas.observaciones, 'observación', 'observaciones')}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </Dialogo>
      <ConfirmDialog
        open={duplicado !== null}
        onOpenChange={(o) => !o && setDuplicado(null)}
        title={duplicado && alumno ? `¿Unir ${nombreDe(duplicado)} a ${nombreDe(alumno)}?` : undefined}
        description={mensajesFusion.confirmar}
        confirmLabel="Unir"
        busyLabel="Uniendo..."
        onConfirm={async () => {
          if (!alumno || !duplicado) return;
          await fusionar.mutateAsync({ id: alumno.id, duplicadoId: duplicado.id });
          setDuplicado(null);
        }}
      />
    </>
  );
}
