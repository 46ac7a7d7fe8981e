/**
 * Per school (admin, issue 27): whether a child marked absent with no notice gets the family an e-mail that
 * day, and the school's calendar feed (every group's classes), behind its own secret link.
 */
import type { ColegioFaltas } from '@escuela/shared/ausencias/ausencias.schemas';
import { CalendarDays, Copy } from 'lucide-react';
import { useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { copiarEnlace } from '@/lib/copiar-enlace';
import {
  useColegiosFaltas,
  useEnlaceColegio,
  useGuardarColegioFaltas,
  useRegenerarEnlaceColegio,
} from './avisos.queries';
import { ApartadoAvisos } from './apartado';

export function ColegiosAvisos() {
  const colegios = useColegiosFaltas();
  const guardar = useGuardarColegioFaltas();
  const [calendario, setCalendario] = useState<ColegioFaltas | null>(null);
  return (
    <ApartadoAvisos
      id="titulo-colegios-avisos"
      titulo="Por colegio"
      descripcion="Con el aviso activado, si un alumno falta sin que su familia lo haya avisado, la familia recibe un correo ese mismo día."
      consulta={colegios}
      altura="h-20"
      error="Error al cargar los colegios"
      lista={(lista) => (
        <ul className="divide-y rounded-lg border bg-card">
          {lista.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span className="min-w-0 font-medium break-words">{c.nombre}</span>
              <div className="flex flex-wrap items-center gap-3">
                <div className="flex items-center gap-2">
                  <Switch
                    id={`faltas-${c.id}`}
                    checked={c.avisarFaltas}
                    disabled={guardar.isPending}
                    onCheckedChange={(v) => guardar.mutate({ id: c.id, avisarFaltas: v })}
                    aria-label={`Avisar de faltas sin aviso: ${c.nombre}`}
                  />
                  <Label htmlFor={`faltas-${c.id}`} aria-hidden="true">
                    Avisar de faltas sin aviso
                  </Label>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setCalendario(c)}
                  aria-label={`Calendario de ${c.nombre}`}
                >
                  <CalendarDays aria-hidden="true" />
                  Calendario
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    >
      {calendario && <CalendarioColegio colegio={calendario} cerrar={() => setCalendario(null)} />}
    </ApartadoAvisos>
  );
}

function CalendarioColegio({ colegio, cerrar }: { colegio: ColegioFaltas; cerrar: () => void }) {
  const enlace = useEnlaceColegio(colegio.id);
  const crear = useRegenerarEnlaceColegio(colegio.id);
  const url = enlace.data?.urlWeb;
  return (
    <Dialogo
      open
      onOpenChange={(o) => !o && cerrar()}
      titulo={`Calendario de ${colegio.nombre}`}
      descripcion="Todas las clases del colegio y sus festivos, para suscribirse desde Google Calendar, iPhone u Outlook."
    >
      {enlace.isPending ? (
        <Skeleton className="h-10 w-full" aria-busy="true" />
      ) : enlace.isError ? (
        <p role="alert" className="text-destructive">
          No se pudo cargar el enlace del calendario
        </p>
      ) : url ? (
        <div className="space-y-2">
          <Label htmlFor="enlace-colegio">Enlace del calendario (no lo publiques)</Label>
          <div className="flex flex-wrap gap-2">
            <Input id="enlace-colegio" readOnly value={url} className="min-w-0 flex-1 font-mono text-xs" />
            <Button variant="outline" onClick={() => void copiarEnlace(url)}>
              <Copy aria-hidden="true" />
              Copiar
            </Button>
          </div>
        </div>
      ) : (
        <Button onClick={() => crear.mutate()} disabled={crear.isPending}>
          Crear enlace del calendario
        </Button>
      )}
    </Dialogo>
  );
}
