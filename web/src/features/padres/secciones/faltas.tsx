/**
 * «Avisar de una falta» (issue 27): the children's next classes; for one, the family writes the reason
 * and the teacher's attendance list shows the child absent and justified with it.
 */
import { mensajesAusencia, type ClaseProxima } from '@escuela/shared/ausencias/ausencias.schemas';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { Selector } from '@/components/form/selector';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAvisarFalta, useClasesProximas } from '../avisos.queries';
import { ApiError, errorMessage } from '@/lib/api';
import { SegunConsulta } from '../estado-carga';
import { fechaCorta, horaEscuela } from '../fechas';
import { SeccionPortal } from '../seccion-portal';

export function Faltas() {
  const clases = useClasesProximas();
  const hijos = [...new Map((clases.data ?? []).map((c) => [c.alumno.id, c.alumno.nombre])).entries()].map(
    ([id, nombre]) => ({ valor: String(id), etiqueta: nombre }),
  );
  const [elegido, setElegido] = useState('');
  // One child's classes at a time (a few weeks of every child's would be a long list on a phone).
  const hijo = hijos.find((h) => h.valor === elegido) ?? hijos[0];
  const visibles = (clases.data ?? []).filter((c) => String(c.alumno.id) === hijo?.valor);
  return (
    <SeccionPortal id="faltas" titulo="Avisar de una falta">
      <p className="text-muted-foreground">
        Si tu hijo o hija no va a ir a una clase, avísanos aquí: el profesor lo verá en su lista como falta
        justificada.
      </p>
      <SegunConsulta
        consulta={clases}
        error={mensajesAusencia.errorCargar}
        vacio="No hay clases en las próximas semanas"
      >
        {() => (
          <>
            {hijos.length > 1 && (
              <FormField label="Hijo o hija" id="faltas-hijo" className="sm:max-w-xs">
                <Selector valor={hijo?.valor ?? ''} onCambio={setElegido} opciones={hijos} />
              </FormField>
            )}
            <ul className="space-y-3">
              {visibles.map((c) => (
                <li key={`${c.sesionId}-${c.alumno.id}`}>
                  <Clase clase={c} />
                </li>
              ))}
            </ul>
          </>
        )}
      </SegunConsulta>
    </SeccionPortal>
  );
}

function Clase({ clase: c }: { clase: ClaseProxima }) {
  const [abierto, setAbierto] = useState(false);
  const [motivo, setMotivo] = useState(c.motivo ?? '');
  const [error, setError] = useState<string>();
  const avisar = useAvisarFalta();
  const idBase = `falta-${c.sesionId}-${c.alumno.id}`;

  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    avisar.mutate(
      { alumnoId: c.alumno.id, sesionId: c.sesionId, motivo },
      {
        onSuccess: () => setAbierto(false),
        onError: (err) => {
          const campo = err instanceof ApiError ? err.errors?.motivo?._errors[0] : undefined;
          if (campo) return setError(campo);
          toast({
            title: 'Error',
            description: errorMessage(err, 'No se pudo enviar el aviso'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold">
            {c.alumno.nombre} · {fechaCorta(c.fecha)} a las {horaEscuela(c.fecha)}
          </h2>
          {c.motivo && <Badge variant="secondary">Falta avisada</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {c.grupo} · {c.colegio}
        </p>
        {c.motivo && !abierto && <p className="text-sm">Motivo: {c.motivo}</p>}
        {abierto ? (
          <form onSubmit={enviar} className="space-y-3" noValidate>
            <FormField label="Motivo" id={`${idBase}-motivo`} error={error} required>
              <Textarea value={motivo} onChange={(e) => setMotivo(e.target.value)} maxLength={300} rows={2} />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={avisar.isPending}>
                {avisar.isPending ? 'Enviando...' : 'Enviar aviso'}
              </Button>
              <Button type="button" variant="outline" onClick={() => setAbierto(false)}>
                Cancelar
              </Button>
            </div>
          </form>
        ) : (
          <Button
            variant="outline"
            onClick={() => setAbierto(true)}
            aria-label={`${c.motivo ? 'Cambiar el motivo' : 'Avisar de una falta'}: ${c.alumno.nombre}, ${fechaCorta(c.fecha)}`}
          >
            <CalendarX aria-hidden="true" />
            {c.motivo ? 'Cambiar el motivo' : 'Avisar de una falta'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
