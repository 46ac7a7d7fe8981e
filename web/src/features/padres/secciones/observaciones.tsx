import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Cargando, ErrorCarga, Vacio, useToastSiFalla } from '../estado-carga';
import { fechaInstante } from '../fechas';
import { useObservaciones } from '../padres.queries';

const ERROR = 'No se pudo cargar la información de observaciones';

export function Observaciones() {
  const observaciones = useObservaciones();
  useToastSiFalla(observaciones.isError, ERROR);
  return (
    <section aria-labelledby="titulo-observaciones" className="space-y-4">
      <h1 id="titulo-observaciones" className="text-2xl font-bold tracking-tight">
        Observaciones
      </h1>
      {observaciones.isPending ? (
        <Cargando />
      ) : observaciones.isError ? (
        <ErrorCarga>{ERROR}</ErrorCarga>
      ) : observaciones.data.length === 0 ? (
        <Vacio>No hay observaciones registradas</Vacio>
      ) : (
        <ul className="space-y-3">
          {observaciones.data.map((o) => (
            <li key={o.id}>
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
