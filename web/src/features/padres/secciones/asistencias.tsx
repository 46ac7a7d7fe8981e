import { startOfMonth } from 'date-fns';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Calendario } from '@/components/fecha/calendario';
import { Cargando, ErrorCarga, Vacio, useToastSiFalla } from '../estado-carga';
import { claveDia, diaEscuela, fechaCorta, horaEscuela } from '../fechas';
import { useAsistencias } from '../padres.queries';
import { SeccionPortal } from '../seccion-portal';

const ERROR = 'No se pudo cargar la información de asistencias';

/** 'yyyy-MM-dd' → a local Date of that day. */
const aFecha = (clave: string) => {
  const [y, m, d] = clave.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

export function Asistencias() {
  const asistencias = useAsistencias();
  useToastSiFalla(asistencias.isError, ERROR);
  const marcados = useMemo(
    () => new Set((asistencias.data ?? []).map((a) => diaEscuela(a.fecha))),
    [asistencias.data],
  );
  // Until the user picks a day, the latest day with records (the list comes newest first), else today.
  const [elegido, setElegido] = useState<Date | null>(null);
  const [mesElegido, setMesElegido] = useState<Date | null>(null);
  const ultimo = asistencias.data?.[0];
  const seleccionado = elegido ?? (ultimo ? aFecha(diaEscuela(ultimo.fecha)) : new Date());
  const mes = mesElegido ?? startOfMonth(seleccionado);
  const clave = claveDia(seleccionado);
  const delDia = (asistencias.data ?? []).filter((a) => diaEscuela(a.fecha) === clave);

  return (
    <SeccionPortal id="asistencias" titulo="Asistencias">
      {asistencias.isPending ? (
        <Cargando filas={2} />
      ) : asistencias.isError ? (
        <ErrorCarga>{ERROR}</ErrorCarga>
      ) : (
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <Calendario
            seleccionado={seleccionado}
            onSeleccionar={setElegido}
            mes={mes}
            onMes={setMesElegido}
            marcados={marcados}
          />
          <div className="space-y-3" aria-live="polite">
            <h2 className="text-lg font-semibold">Registros del {fechaCorta(clave)}</h2>
            {delDia.length === 0 ? (
              <Vacio>No hay registros para esta fecha</Vacio>
            ) : (
              <ul className="space-y-3">
                {delDia.map((a) => (
                  <li key={a.id}>
                    <Card>
                      <CardContent className="space-y-2 p-4">
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <p className="font-semibold">
                            {a.alumnoNombre} {a.alumnoApellidos}
                          </p>
                          <span className="text-sm text-muted-foreground">{horaEscuela(a.fecha)}</span>
                        </div>
                        <div className="flex flex-wrap items-center gap-2">
                          <Badge variant={a.asistio ? 'success' : 'destructive'}>
                            {a.asistio ? 'Asistió' : 'No asistió'}
                          </Badge>
                          {!a.asistio && a.justificada && <span className="text-sm">(Justificada)</span>}
                          {a.observaciones && <Badge variant="secondary">Con observaciones</Badge>}
                        </div>
                        {a.observaciones && (
                          <p className="text-sm text-muted-foreground">{a.observaciones}</p>
                        )}
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </SeccionPortal>
  );
}
