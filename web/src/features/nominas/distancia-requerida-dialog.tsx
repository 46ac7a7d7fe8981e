/**
 * Spec §4: the missing distances of a payroll are asked one by one; each is saved or skipped, and
 * closing the dialog skips the rest. `alTerminar` runs once the queue is done (the page reloads).
 */
import type { DistanciaRequerida } from '@escuela/shared/nominas/nominas.schemas';
import { mensajesNomina } from '@escuela/shared/nominas/nominas.schemas';
import { useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { FormField } from '@/components/form/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { EntradaNumero } from '@/components/form/entrada-numero';
import { errorMessage } from '@/lib/api';
import { useGuardarDistanciaRequerida } from './nominas.queries';

const direccion = (d: string | null) => d || 'No disponible';

export function DistanciaRequeridaDialog({
  cola,
  alTerminar,
}: {
  cola: DistanciaRequerida[];
  alTerminar: () => void;
}) {
  const [indice, setIndice] = useState(0);
  const actual = cola[indice];
  const siguiente = () => (indice + 1 < cola.length ? setIndice(indice + 1) : alTerminar());
  return (
    <Dialogo
      open={actual !== undefined}
      onOpenChange={(o) => !o && alTerminar()}
      titulo="Distancia requerida"
      descripcion={`Falta la distancia de este profesor a este colegio (${indice + 1} de ${cola.length}).`}
    >
      {actual && <Pregunta key={indice} distancia={actual} onHecho={siguiente} />}
    </Dialogo>
  );
}

function Pregunta({ distancia, onHecho }: { distancia: DistanciaRequerida; onHecho: () => void }) {
  const [km, setKm] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const guardar = useGuardarDistanciaRequerida();
  const valido = km !== undefined && Number.isFinite(km) && km >= 0;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!valido || km === undefined) return;
    setError(null);
    try {
      await guardar.mutateAsync({
        profesorId: distancia.profesorId,
        colegioId: distancia.colegioId,
        kilometros: km,
      });
      onHecho();
    } catch (err) {
      setError(errorMessage(err, mensajesNomina.errorDistancia));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">Profesor</dt>
          <dd>{distancia.nombreProfesor}</dd>
          <dd className="text-muted-foreground">{direccion(distancia.direccionProfesor)}</dd>
        </div>
        <div>
          <dt className="font-medium">Colegio</dt>
          <dd>{distancia.nombreColegio}</dd>
          <dd className="text-muted-foreground">{direccion(distancia.direccionColegio)}</dd>
        </div>
      </dl>
      <FormField
        label="Kilómetros (solo ida)"
        id="distancia-requerida-km"
        description="Distancia de un solo trayecto; se paga ida y vuelta."
        required
      >
        <EntradaNumero valor={km} onCambio={setKm} decimales={1} autoFocus />
      </FormField>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onHecho} disabled={guardar.isPending}>
          Omitir
        </Button>
        <Button type="submit" disabled={!valido || guardar.isPending}>
          {guardar.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
