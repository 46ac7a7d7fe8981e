/**
 * A student's safeguarding data and consents from the students list (staff): the office edits the data,
 * a teacher reads it (their groups only; pick-up DNIs arrive masked). Consents are read-only here: only
 * the family decides them, in the portal.
 */
import { titulosConsentimiento } from '@escuela/shared/consentimientos/textos';
import { HeartPulse } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatoInstante } from '@/lib/formato-es';
import {
  useConsentimientosAlumno,
  useGuardarSalvaguardaAlumno,
  useSalvaguardaAlumno,
} from './salvaguarda.queries';
import { describirDecision } from '@/components/consentimientos/piezas';
import { SalvaguardaForm, SalvaguardaLectura } from '@/components/consentimientos/salvaguarda-form';

export function BotonSalvaguarda({ nombre, onClick }: { nombre: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Salud, recogida y consentimientos de ${nombre}`}
      onClick={onClick}
    >
      <HeartPulse aria-hidden="true" />
    </Button>
  );
}

function Consentimientos({ id }: { id: number }) {
  const c = useConsentimientosAlumno(id);
  if (c.isPending) return <Spinner />;
  if (c.isError) return <p className="text-sm text-destructive">No se pudieron cargar los consentimientos</p>;
  return (
    <section aria-labelledby={`consentimientos-${id}`} className="space-y-2">
      <h3 id={`consentimientos-${id}`} className="text-base font-semibold">
        Consentimientos
      </h3>
      <ul className="space-y-1 text-sm">
        {c.data.estados.map((e) => (
          <li key={e.tipo} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{titulosConsentimiento[e.tipo]}:</span>
            <span>{describirDecision(e.decision)}</span>
            {e.fecha && <span className="text-muted-foreground">({formatoInstante(e.fecha)})</span>}
            {e.pendiente && <Badge variant="accent">Pendiente</Badge>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SalvaguardaAlumnoDialog({
  alumno,
  editable,
  onCerrar,
}: {
  alumno: { id: number; nombre: string; apellidos: string } | null;
  editable: boolean;
  onCerrar: () => void;
}) {
  const id = alumno?.id ?? null;
  const datos = useSalvaguardaAlumno(id);
  const guardar = useGuardarSalvaguardaAlumno(id ?? 0);
  const nombre = alumno ? `${alumno.nombre} ${alumno.apellidos}` : '';
  return (
    <Dialog open={alumno !== null} onOpenChange={(v) => !v && onCerrar()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Salud y recogida: {nombre}</DialogTitle>
          <DialogDescription>
            Alergias, personas autorizadas para recogerle y consentimientos de la familia.
          </DialogDescription>
        </DialogHeader>
        {id !== null && <Consentimientos id={id} />}
        {datos.isPending ? (
          <Spinner />
        ) : datos.isError ? (
          <p className="text-sm text-destructive">No se pudieron cargar los datos de salud y recogida</p>
        ) : editable ? (
          <SalvaguardaForm
            key={`${id}-${datos.data.actualizadoAt ?? 'nuevo'}`}
            idBase={`salvaguarda-${id}`}
            nombre={nombre}
            inicial={datos.data}
            guardar={async (d) => {
              await guardar.mutateAsync(d);
              onCerrar();
            }}
          />
        ) : (
          <SalvaguardaLectura datos={datos.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
