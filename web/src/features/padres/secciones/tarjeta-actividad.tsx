import { unirNombres } from '@escuela/shared/notificaciones/plantillas';
import type { ActividadPadre } from '@escuela/shared/padres/padres.schemas';
import { CalendarDays, Package, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fechaCorta, horaEscuela } from '../fechas';

export function TarjetaActividad({
  actividad: a,
  conMaterial = true,
}: {
  actividad: ActividadPadre;
  conMaterial?: boolean;
}) {
  return (
    <Card className="h-full">
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="text-base">
          {a.titulo}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {fechaCorta(a.fecha)} · {horaEscuela(a.fecha)}
          </span>
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {a.grupoNombre}
            {a.alumnos.length > 0 && ` · ${unirNombres(a.alumnos)}`}
          </span>
        </p>
        {a.descripcion && <p>{a.descripcion}</p>}
        {conMaterial && a.materialNombre && (
          <p className="flex items-center gap-2">
            <Package className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>Material: {a.materialNombre}</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
