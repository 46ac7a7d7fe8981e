import { Building2, GraduationCap, MessageSquareText, Users, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { PaginaGestion } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CargaTarjeta } from './carga-tarjeta';
import { formatoInstante } from '@/lib/formato-es';
import { useStats, useUltimasActualizadas } from './dashboard.queries';
import { GraficoAsistencia } from './grafico-asistencia';
import { Tarjetas, type Tarjeta } from './tarjetas';

function UltimasObservaciones() {
  const { data, isPending, isError } = useUltimasActualizadas();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Últimas Observaciones Actualizadas</CardTitle>
        <Button variant="link" asChild className="h-auto p-0">
          <Link to="/alumnos">Ver todos</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <CargaTarjeta isPending={isPending} isError={isError} que="observaciones" altura="h-24" />
        {data?.length === 0 && (
          <p className="text-sm text-muted-foreground">No hay observaciones recientes.</p>
        )}
        <ul className="divide-y divide-border">
          {data?.map((a) => (
            <li key={a.id}>
              <Link to={`/alumnos?id=${a.id}`} className="block rounded px-2 py-3 hover:bg-muted">
                <span className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium">
                    {a.nombre} {a.apellidos}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatoInstante(a.observacionesUpdatedAt)}
                  </span>
                </span>
                <span className="block text-sm text-muted-foreground">
                  {a.grupo?.nombre ?? 'Sin asignar'}
                </span>
                <span className="mt-1 line-clamp-2 block text-sm">{a.observaciones}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Admin 'Panel de Control' (spec §2) and the coordinador's read-only version (no teachers tile). */
export function PanelGestion({ esAdmin }: { esAdmin: boolean }) {
  const { data, isPending, isError } = useStats();
  const tarjetas: Tarjeta[] = [
    { titulo: 'Total Alumnos', valor: data?.totalAlumnos, to: '/alumnos', icon: UsersRound },
    { titulo: 'Grupos Activos', valor: data?.totalGrupos, to: '/grupos', icon: Users },
    { titulo: 'Colegios', valor: data?.totalColegios, to: '/colegios', icon: Building2 },
    ...(esAdmin
      ? [{ titulo: 'Profesores', valor: data?.totalProfesores, to: '/profesores', icon: GraduationCap }]
      : []),
    { titulo: 'Observaciones', valor: data?.totalObservaciones, to: '/alumnos', icon: MessageSquareText },
  ];
  return (
    <PaginaGestion
      className="space-y-6"
      title="Panel de Control"
      description={esAdmin ? undefined : 'Vista de consulta de la actividad de todos los grupos'}
    >
      {isError && (
        <Alert variant="destructive">
          <AlertDescription>No se pudieron cargar las estadísticas</AlertDescription>
        </Alert>
      )}
      <Tarjetas tarjetas={tarjetas} cargando={isPending} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <GraficoAsistencia descripcion="Todos los grupos" />
        <UltimasObservaciones />
      </div>
    </PaginaGestion>
  );
}
