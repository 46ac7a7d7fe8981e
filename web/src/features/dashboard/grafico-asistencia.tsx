import type { SemanaAsistencia } from '@escuela/shared/dashboard/dashboard.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CargaTarjeta } from './carga-tarjeta';
import { formatoFecha, formatoPorcentaje } from '@/lib/formato-es';
import { useAsistenciaSemanal } from './dashboard.queries';

const etiquetaSemana = (s: SemanaAsistencia) => formatoFecha(s.semana).slice(0, 5);

/**
 * Attendance rate of the last eight weeks as CSS bars. The bars are decoration for sighted users; the
 * same figures are in a table for screen readers (the text alternative).
 */
export function GraficoAsistencia({ descripcion }: { descripcion: string }) {
  const { data, isPending, isError } = useAsistenciaSemanal();
  const conDatos = data?.filter((s) => s.tasa !== null) ?? [];
  const media =
    conDatos.length === 0
      ? null
      : conDatos.reduce((a, s) => a + (s.esperadas - s.ausencias), 0) /
        conDatos.reduce((a, s) => a + s.esperadas, 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Asistencia de las últimas 8 semanas</CardTitle>
        <CardDescription>
          {descripcion}
          {media !== null && ` · Media: ${formatoPorcentaje(media)}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CargaTarjeta isPending={isPending} isError={isError} que="asistencias" altura="h-40" />
        {data && conDatos.length === 0 && (
          <p className="text-sm text-muted-foreground">Aún no hay sesiones pasadas en estas semanas.</p>
        )}
        {data && conDatos.length > 0 && (
          // At 360 px the eight columns must fit: smaller labels and gaps on phones, columns that may
          // shrink (min-w-0), and anything wider scrolls inside its card, never the page (issue 11).
          <div className="overflow-x-auto">
            <div
              aria-hidden="true"
              className="flex h-44 min-w-[16rem] items-end gap-1 border-b border-border pb-1 sm:gap-2"
            >
              {data.map((s) => (
                <div
                  key={s.semana}
                  className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
                >
                  <span className="text-[10px] font-medium tabular-nums sm:text-xs">
                    {s.tasa === null ? '—' : formatoPorcentaje(s.tasa)}
                  </span>
                  <div
                    className={s.tasa === null ? 'w-full rounded-t bg-muted' : 'w-full rounded-t bg-primary'}
                    style={{ height: s.tasa === null ? '2px' : `${Math.max(2, s.tasa * 100)}%` }}
                    title={s.tasa === null ? undefined : formatoPorcentaje(s.tasa)}
                  />
                </div>
              ))}
            </div>
            <div aria-hidden="true" className="mt-1 flex min-w-[16rem] gap-1 sm:gap-2">
              {data.map((s) => (
                <span
                  key={s.semana}
                  className="min-w-0 flex-1 text-center text-[10px] text-muted-foreground sm:text-xs"
                >
                  {etiquetaSemana(s)}
                </span>
              ))}
            </div>
            {/* A table ignores the 1 px width of .sr-only and would widen the page to ~615 px at 360 px:
                the wrapper is the visually hidden box, so the table is clipped inside it. */}
            <div className="sr-only">
              <table>
                <caption>Tasa de asistencia por semana (semana que empieza el lunes indicado)</caption>
                <thead>
                  <tr>
                    <th scope="col">Semana</th>
                    <th scope="col">Sesiones</th>
                    <th scope="col">Asistencia</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((s) => (
                    <tr key={s.semana}>
                      <th scope="row">{formatoFecha(s.semana)}</th>
                      <td>{s.sesiones}</td>
                      <td>{s.tasa === null ? 'Sin sesiones' : formatoPorcentaje(s.tasa)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
