import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ListaConsulta } from '../estado-carga';
import { fechaInstante } from '../fechas';
import { useObservaciones } from '../padres.queries';
import { SeccionPortal } from '../seccion-portal';

const ERROR = 'No se pudo cargar la información de observaciones';

export function Observaciones() {
  const observaciones = useObservaciones();
  return (
    <SeccionPortal id="observaciones" titulo="Observaciones">
      <ListaConsulta consulta={observaciones} error={ERROR} vacio="No hay observaciones registradas">
        {(o) => (
          <Card>
            <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4 pb-2">
              <CardTitle as="h2" className="text-base">
                {o.alumnoNombre} {o.alumnoApellidos}
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                {fechaInstante(o.fecha)}
                {o.grupoNombre ? ` · ${o.grupoNombre}` : ''}
              </p>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line">{o.texto}</p>
            </CardContent>
          </Card>
        )}
      </ListaConsulta>
    </SeccionPortal>
  );
}
