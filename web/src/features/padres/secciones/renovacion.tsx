/**
 * «Renovación» (issue 26, decision 052): for each child in the open renewal, the group the school proposes
 * for next school year; the family answers "Continúa" or "No continúa" (after a confirmation) until the
 * deadline. A child with no proposed group can only be declined: the family is told to talk to the school.
 */
import { textoDeFechaEs } from '@escuela/shared/common/entrada-es';
import {
  etiquetaCursoEscolar,
  type RenovacionPadre,
} from '@escuela/shared/renovaciones/renovaciones.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Cargando, ErrorCarga, Vacio, useToastSiFalla } from '../estado-carga';
import { useRenovacionesFamilia, useResponderRenovacion } from '../renovacion.queries';
import { rutaSeccion } from '../secciones';
import { SeccionPortal } from '../seccion-portal';

const RESPUESTA: Record<RenovacionPadre['respuesta'], string> = {
  pendiente: 'Sin responder',
  continua: 'Continúa',
  no_continua: 'No continúa',
};

function Hijo({ r, onDeclinar }: { r: RenovacionPadre; onDeclinar: () => void }) {
  const responder = useResponderRenovacion();
  return (
    <Card>
      <CardContent className="space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold">{r.alumno.nombre}</h3>
          <Badge
            variant={
              r.respuesta === 'pendiente' ? 'outline' : r.respuesta === 'continua' ? 'default' : 'secondary'
            }
          >
            {RESPUESTA[r.respuesta]}
          </Badge>
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
          <dt className="text-muted-foreground">Grupo este curso</dt>
          <dd>{r.grupoActual?.nombre ?? '—'}</dd>
          <dt className="text-muted-foreground">Grupo propuesto</dt>
          <dd>
            {r.grupoPropuesto?.nombre ??
              'No hay un grupo para el próximo curso en su colegio: habla con la escuela para buscarle uno.'}
          </dd>
        </dl>
        {r.puedeResponder ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              disabled={responder.isPending || r.grupoPropuesto === null || r.respuesta === 'continua'}
              onClick={() => responder.mutate({ id: r.id, continua: true })}
              aria-label={`Continúa: ${r.alumno.nombre}`}
            >
              Continúa
            </Button>
            <Button
              variant="outline"
              disabled={responder.isPending || r.respuesta === 'no_continua'}
              onClick={onDeclinar}
              aria-label={`No continúa: ${r.alumno.nombre}`}
            >
              No continúa
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">El plazo para responder ha terminado.</p>
        )}
      </CardContent>
    </Card>
  );
}

export function Renovacion() {
  const renovaciones = useRenovacionesFamilia();
  useToastSiFalla(renovaciones.isError, 'No se pudo cargar la renovación');
  const responder = useResponderRenovacion();
  const [declinando, setDeclinando] = useState<RenovacionPadre | null>(null);
  const primera = renovaciones.data?.[0];
  return (
    <SeccionPortal id="renovacion" titulo="Renovación">
      {renovaciones.isPending ? (
        <Cargando filas={2} />
      ) : renovaciones.isError ? (
        <ErrorCarga>No se pudo cargar la renovación</ErrorCarga>
      ) : !primera ? (
        <Vacio>No hay ninguna renovación de plaza abierta.</Vacio>
      ) : (
        <>
          <p>
            Confirma si cada hijo continúa el curso {etiquetaCursoEscolar(primera.curso)}. Tienes hasta el{' '}
            {textoDeFechaEs(primera.fechaLimite)}; si no respondes, la plaza quedará libre al terminar el
            curso.
          </p>
          <ul className="space-y-3">
            {renovaciones.data.map((r) => (
              <li key={r.id}>
                <Hijo r={r} onDeclinar={() => setDeclinando(r)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={declinando !== null}
        onOpenChange={(a) => !a && setDeclinando(null)}
        title="¿No continúa el próximo curso?"
        description={
          declinando
            ? `${declinando.alumno.nombre} dejará su plaza al terminar este curso. Puedes cambiar la respuesta hasta la fecha límite.`
            : undefined
        }
        confirmLabel="No continúa"
        busyLabel="Guardando..."
        onConfirm={() =>
          responder.mutateAsync({ id: declinando!.id, continua: false }).then(() => setDeclinando(null))
        }
      />
    </SeccionPortal>
  );
}

/** On «Inicio»: while the family has children to answer for in the open renewal, a link to do it. */
export function AvisoRenovacion() {
  const renovaciones = useRenovacionesFamilia();
  const pendientes = (renovaciones.data ?? []).filter((r) => r.puedeResponder && r.respuesta === 'pendiente');
  if (pendientes.length === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        Renovación para el curso {etiquetaCursoEscolar(pendientes[0]!.curso)}:{' '}
        {pendientes.length === 1
          ? `falta confirmar si ${pendientes[0]!.alumno.nombre} continúa`
          : `faltan ${pendientes.length} hijos por confirmar`}{' '}
        (hasta el {textoDeFechaEs(pendientes[0]!.fechaLimite)}).
      </p>
      <Button asChild size="sm" variant="outline" className="bg-background">
        <Link to={rutaSeccion('renovacion')}>Responder a la renovación</Link>
      </Button>
    </div>
  );
}
