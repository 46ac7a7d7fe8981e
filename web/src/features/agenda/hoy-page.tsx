import { mensajesAgenda, type SesionAgenda } from '@escuela/shared/agenda/agenda.schemas';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { TarjetaSesion } from './tarjeta-sesion';

const diaLargo = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** 'martes, 26 de noviembre' of a yyyy-MM-dd. */
export const textoDia = (dia: string) => diaLargo.format(new Date(`${dia}T12:00:00Z`));

function porDia(sesiones: SesionAgenda[]) {
  const dias = new Map<string, SesionAgenda[]>();
  for (const s of sesiones) {
    const dia = s.fecha.slice(0, 10);
    dias.set(dia, [...(dias.get(dia) ?? []), s]);
  }
  return [...dias.entries()];
}

/**
 * "Hoy" (issue 28): today's sessions in order, each with its big attendance button, and the next 7 days
 * below. Phone first (360 px). `estado` is the sync line of the device store (offline attendance).
 */
export function HoyPage({
  hoy,
  sesiones,
  cargando,
  error,
  estado,
}: {
  hoy: string | undefined;
  sesiones: SesionAgenda[] | undefined;
  cargando: boolean;
  error: boolean;
  estado?: ReactNode;
}) {
  const deHoy = (sesiones ?? []).filter((s) => s.fecha.slice(0, 10) === hoy);
  const proximas = porDia((sesiones ?? []).filter((s) => s.fecha.slice(0, 10) !== hoy));
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <title>Hoy · RoboEscuela</title>
      <PageHeader title={mensajesAgenda.titulo} description={hoy ? textoDia(hoy) : undefined} />
      {estado}
      {error && !sesiones && (
        <Alert variant="destructive">
          <AlertDescription>{mensajesAgenda.error}</AlertDescription>
        </Alert>
      )}
      {cargando && !sesiones && (
        <div className="space-y-3" aria-busy="true" aria-label="Cargando tu agenda">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
      {sesiones && (
        <>
          <div className="space-y-3">
            {deHoy.length === 0 && <p className="text-muted-foreground">{mensajesAgenda.sinSesionesHoy}</p>}
            {deHoy.map((s) => (
              <TarjetaSesion key={s.id} sesion={s} grande />
            ))}
          </div>
          <section aria-labelledby="hoy-proximos" className="space-y-4">
            <h2 id="hoy-proximos" className="text-xl font-semibold">
              {mensajesAgenda.proximos}
            </h2>
            {proximas.length === 0 && <p className="text-muted-foreground">{mensajesAgenda.sinProximas}</p>}
            {proximas.map(([dia, delDia]) => (
              <div key={dia} className="space-y-3">
                <h3 className="font-medium first-letter:uppercase">{textoDia(dia)}</h3>
                {delDia.map((s) => (
                  <TarjetaSesion key={s.id} sesion={s} grande={false} />
                ))}
              </div>
            ))}
          </section>
        </>
      )}
    </section>
  );
}
