import { mensajesAgenda, type SesionAgenda } from '@escuela/shared/agenda/agenda.schemas';
import { estadoSesionLabels } from '@escuela/shared/sesiones/sesiones.schemas';
import { ClipboardCheck, MapPin, Package } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent } from '@/components/ui/card';
import { formatoHoraEscuela } from '@/lib/formato-es';
import { cn } from '@/lib/utils';

export const rutaAsistenciaDe = (s: Pick<SesionAgenda, 'id' | 'fecha'>) =>
  `/asistencias/${s.id}/${s.fecha.slice(0, 10)}`;

const enlaceMapa = (direccion: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(direccion)}`;

/** One session of "Hoy": time, school and address, group, activity, materials and the attendance button. */
export function TarjetaSesion({ sesion, grande }: { sesion: SesionAgenda; grande: boolean }) {
  const cancelada = sesion.estado === 'cancelada';
  const titulo = `${formatoHoraEscuela(sesion.fecha)} · ${sesion.grupo.nombre}`;
  return (
    <Card className={cn(cancelada && 'opacity-70')}>
      <CardContent className="space-y-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold leading-tight">{titulo}</h3>
          {sesion.estado !== 'planificada' && (
            <Badge variant={cancelada ? 'destructive' : 'secondary'}>
              {estadoSesionLabels[sesion.estado]}
            </Badge>
          )}
        </div>
        <div className="text-sm">
          <p className="font-medium">{sesion.colegio.nombre}</p>
          {sesion.colegio.direccion && (
            <a
              href={enlaceMapa(sesion.colegio.direccion)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
              aria-label={`${mensajesAgenda.comoLlegar}: ${sesion.colegio.direccion} (abre el mapa)`}
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {sesion.colegio.direccion}
            </a>
          )}
        </div>
        <p className="text-sm">
          {sesion.nivel.nombre} · {sesion.actividad?.titulo ?? 'Actividad sin asignar'}
          {sesion.profesorSustituto && (
            <span className="block text-muted-foreground">
              Sustituye: {sesion.profesorSustituto.nombre} {sesion.profesorSustituto.apellidos}
            </span>
          )}
        </p>
        {sesion.materiales.length > 0 && (
          <div className="text-sm">
            <p className="flex items-center gap-1 font-medium">
              <Package aria-hidden="true" className="size-4" />
              {mensajesAgenda.materiales}
            </p>
            <ul className="ml-5 list-disc">
              {sesion.materiales.map((m) => (
                <li key={m.materialId}>
                  {m.descripcion}: {m.cantidad}
                </li>
              ))}
            </ul>
          </div>
        )}
        {!cancelada && (
          <Link
            to={rutaAsistenciaDe(sesion)}
            className={cn(
              buttonVariants({ size: grande ? 'lg' : 'default', variant: grande ? 'default' : 'outline' }),
              'w-full',
              grande && 'h-14 text-lg',
            )}
            aria-label={`${mensajesAgenda.tomarAsistencia}: ${titulo}`}
          >
            <ClipboardCheck aria-hidden="true" />
            {mensajesAgenda.tomarAsistencia}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
