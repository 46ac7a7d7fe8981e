import { mensajesProfesor } from '@escuela/shared/profesores/profesores.schemas';
import { Building2, CalendarCheck, CalendarClock, Users, UsersRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { ApiError } from '@/lib/api';
import { formatoFechaHoraEscuela, formatoInstante } from '@/lib/formato-es';
import {
  useObservacionesAlumnos,
  useObservacionesSesiones,
  useProfesorPorEmail,
  useProximasSesiones,
  useStats,
} from './dashboard.queries';
import { GraficoAsistencia } from './grafico-asistencia';
import { Tarjetas } from './tarjetas';

function Lista({
  titulo,
  cargando,
  vacio,
  children,
}: {
  titulo: string;
  cargando: boolean;
  vacio: boolean;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{titulo}</CardTitle>
      </CardHeader>
      <CardContent>
        {cargando && <Skeleton className="h-20 w-full" />}
        {!cargando && vacio && (
          <p className="text-sm text-muted-foreground">No hay nada que mostrar todavía.</p>
        )}
        <ul className="divide-y divide-border">{children}</ul>
      </CardContent>
    </Card>
  );
}

const estadoLabels = {
  planificada: 'Planificada',
  completada: 'Completada',
  cancelada: 'Cancelada',
  no_asignable: 'No asignable',
} as const;

/** The teacher's home (spec §2): three tiles and three lists, through the spec's call chain. */
export function PanelProfesor() {
  const { user } = useAuth();
  const profesor = useProfesorPorEmail(user?.email);
  const profesorId = profesor.data?.id;
  const stats = useStats();
  const proximas = useProximasSesiones(profesorId);
  const obsSesiones = useObservacionesSesiones(profesorId);
  const obsAlumnos = useObservacionesAlumnos(profesorId !== undefined);

  const errorProfesor = profesor.isError
    ? profesor.error instanceof ApiError && profesor.error.status === 404
      ? mensajesProfesor.noEncontradoUsuario
      : 'No se pudo cargar la información del usuario'
    : null;
  useEffect(() => {
    if (errorProfesor) toast({ title: 'Error', description: errorProfesor, variant: 'destructive' });
  }, [errorProfesor]);

  return (
    <section className="space-y-6">
      <title>Dashboard · RoboEscuela</title>
      <PageHeader title={`Hola, ${user?.nombre ?? ''}`} description="Tu actividad de los próximos días" />
      <Link to="/hoy" className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
        <CalendarCheck aria-hidden="true" />
        Ver mis clases de hoy
      </Link>
      {errorProfesor && (
        <Alert variant="destructive">
          <AlertDescription>{errorProfesor}</AlertDescription>
        </Alert>
      )}
      <Tarjetas
        cargando={stats.isPending}
        tarjetas={[
          { titulo: 'Alumnos', valor: stats.data?.totalAlumnos, to: '/alumnos', icon: UsersRound },
          { titulo: 'Grupos', valor: stats.data?.totalGrupos, to: '/grupos', icon: Users },
          { titulo: 'Colegios', valor: stats.data?.totalColegios, to: '/colegios', icon: Building2 },
        ]}
      />
      {!errorProfesor && (
        <div className="grid gap-6 lg:grid-cols-3">
          <Lista titulo="Próximas sesiones" cargando={proximas.isPending} vacio={proximas.data?.length === 0}>
            {proximas.data?.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/sesiones?grupoId=${s.grupo.id}`}
                  className="flex gap-3 rounded px-2 py-3 hover:bg-muted"
                >
                  <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>
                    <span className="block font-medium">{s.grupo.nombre}</span>
                    <span className="block text-sm text-muted-foreground first-letter:uppercase">
                      {formatoFechaHoraEscuela(s.fecha)}
                    </span>
                    <span className="block text-sm">{s.actividad?.titulo ?? 'Actividad sin asignar'}</span>
                  </span>
                </Link>
              </li>
            ))}
          </Lista>
          <Lista
            titulo="Últimas observaciones de sesiones"
            cargando={obsSesiones.isPending}
            vacio={obsSesiones.data?.length === 0}
          >
            {obsSesiones.data?.map((s) => (
              <li key={s.id}>
                <Link to="/sesiones" className="block rounded px-2 py-3 hover:bg-muted">
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{s.grupo.nombre}</span>
                    <Badge variant="outline">{estadoLabels[s.estado]}</Badge>
                  </span>
                  <span className="block text-xs text-muted-foreground first-letter:uppercase">
                    {formatoFechaHoraEscuela(s.fecha)}
                  </span>
                  <span className="mt-1 line-clamp-2 block text-sm">{s.observaciones}</span>
                </Link>
              </li>
            ))}
          </Lista>
          <Lista
            titulo="Últimas observaciones de alumnos"
            cargando={obsAlumnos.isPending}
            vacio={obsAlumnos.data?.length === 0}
          >
            {obsAlumnos.data?.map((o) => (
              <li key={o.id}>
                <Link to={`/alumnos?id=${o.alumno.id}`} className="block rounded px-2 py-3 hover:bg-muted">
                  <span className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium">
                      {o.alumno.nombre} {o.alumno.apellidos}
                    </span>
                    <span className="text-xs text-muted-foreground">{formatoInstante(o.fecha)}</span>
                  </span>
                  {o.grupo && <span className="block text-sm text-muted-foreground">{o.grupo.nombre}</span>}
                  <span className="mt-1 line-clamp-2 block text-sm">{o.texto}</span>
                </Link>
              </li>
            ))}
          </Lista>
        </div>
      )}
      <GraficoAsistencia descripcion="Tus grupos" />
    </section>
  );
}
