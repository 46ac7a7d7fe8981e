import { mensajesAsistencia, type AsistenciaAlumno } from '@escuela/shared/asistencias/asistencias.schemas';
import { estadoSesionLabels } from '@escuela/shared/sesiones/sesiones.schemas';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader, PaginaGestion } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { formatoFechaHoraEscuela } from '@/lib/formato-es';
import { AsistenciaProfesor } from './asistencia-profesor';
import {
  useAsistenciasSesion,
  useGuardarAsistencia,
  useMarcarSinConexion,
  usePendientesSesion,
  usePruebasSesion,
  useSesion,
} from './asistencias.queries';
import { FilaAlumno, type Marca } from './fila-alumno';
import { AvisoNoEmpezada, useSesionNoEmpezada } from './no-empezada';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';

const avisar = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/** The id of the reason a session cannot be marked yet, which every disabled control points to. */
const ID_NO_EMPEZADA = 'asistencia-no-empezada';

function Aviso({ children }: { children: string }) {
  return (
    <Card className="p-6 text-center text-muted-foreground">
      <p role="alert">{children}</p>
    </Card>
  );
}

/** /asistencias/{sesionId}/{fecha}: the session at the top, then each student's mark (spec 02 §2). */
export function AsistenciasPage({
  sesionId,
  fecha,
  esProfesor,
}: {
  sesionId: number | null;
  fecha?: string;
  esProfesor: boolean;
}) {
  const sesion = useSesion(sesionId);
  const alumnos = useAsistenciasSesion(sesionId, fecha);
  const pruebas = usePruebasSesion(sesionId);
  const guardar = useGuardarAsistencia();
  const marcarSinConexion = useMarcarSinConexion();
  const pendientes = usePendientesSesion(sesionId);
  // Marks only once the session has begun (DESIGN.md §4); the server refuses earlier ones anyway.
  const noEmpezada = useSesionNoEmpezada(sesion.data?.fecha);
  useToastSiFalla(sesion.isError, mensajesAsistencia.errorSesion);
  useToastSiFalla(alumnos.isError, mensajesAsistencia.errorObtener);

  if (sesionId === null) {
    return (
      <PaginaGestion title="Control de asistencia">
        <Aviso>{mensajesAsistencia.noSeleccionada}</Aviso>
      </PaginaGestion>
    );
  }
  const s = sesion.data;
  const bloqueo = noEmpezada ? ID_NO_EMPEZADA : undefined;
  const marcar = (a: AsistenciaAlumno, marca: Marca) => {
    if (!s) return avisar(mensajesAsistencia.sinSesion);
    const { observaciones, ...resto } = marca;
    // A note's save says so (a mark shows itself in the row's buttons).
    const alGuardarNota =
      observaciones !== undefined
        ? {
            onSuccess: () =>
              toast({ title: 'Nota guardada', description: `${a.alumno.nombre} ${a.alumno.apellidos}` }),
          }
        : undefined;
    void marcarSinConexion({
      sesionId: s.id,
      alumnoId: a.alumnoId,
      ...resto,
      ...(observaciones !== undefined ? { nota: observaciones ?? '' } : {}),
    }).then(
      (guardada) =>
        guardada ||
        guardar.mutate(
          {
            alumnoId: a.alumnoId,
            grupoId: s.grupoId,
            sesionId: s.id,
            fechaSesion: s.fecha,
            ...marca,
          },
          alGuardarNota,
        ),
    );
  };

  return (
    <section>
      <title>Control de asistencia · RoboEscuela</title>
      <Link
        to={s ? `/sesiones?grupoId=${s.grupoId}` : '/sesiones'}
        className="mb-2 inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Sesiones
      </Link>
      <PageHeader
        title="Control de asistencia"
        description={
          s ? (
            <span className="grid">
              <span className="font-semibold text-foreground">{s.grupo.nombre}</span>
              <span>
                {s.nivel.nombre} · {formatoFechaHoraEscuela(s.fecha)} · {estadoSesionLabels[s.estado]}
              </span>
              {s.actividad && <span>{s.actividad.titulo}</span>}
            </span>
          ) : sesion.isPending ? (
            // Inside the header's paragraph: a span, not Skeleton's div.
            <span aria-hidden="true" className="inline-block h-10 w-64 animate-pulse rounded-md bg-muted" />
          ) : undefined
        }
      />
      {sesion.isError ? (
        <Aviso>{mensajesAsistencia.errorSesion}</Aviso>
      ) : (
        <div className="grid gap-4">
          {noEmpezada && (
            <AvisoNoEmpezada
              id={ID_NO_EMPEZADA}
              texto={noEmpezada}
              className="rounded-md border border-amber-300 bg-amber-50 p-3"
            />
          )}
          {s && (
            <AsistenciaProfesor
              sesionId={s.id}
              profesorId={s.profesorSustituto?.id ?? s.profesorId}
              propia={esProfesor}
              bloqueo={bloqueo}
            />
          )}
          <Card className="overflow-hidden">
            <Table aria-label="Asistencia de los alumnos">
              <TableHeader>
                <TableRow>
                  <TableHead>Alumno</TableHead>
                  <TableHead className="hidden sm:table-cell">Estado</TableHead>
                  <TableHead>Acciones</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {alumnos.isError ? (
                  <TableRow>
                    <TableCell colSpan={3} className="py-8 text-center text-destructive">
                      <span role="alert">{mensajesAsistencia.errorObtener}</span>
                    </TableCell>
                  </TableRow>
                ) : alumnos.isPending ? (
                  <TableRow>
                    <TableCell colSpan={3}>
                      <Skeleton className="h-12 w-full" />
                    </TableCell>
                  </TableRow>
                ) : alumnos.data.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={3} className="py-8 text-center text-muted-foreground">
                      No hay alumnos en este grupo
                    </TableCell>
                  </TableRow>
                ) : (
                  alumnos.data.map((a) => (
                    <FilaAlumno
                      key={`${a.alumnoId}-${a.observaciones ?? ''}`}
                      a={a}
                      marcar={marcar}
                      ocupado={guardar.isPending && guardar.variables?.alumnoId === a.alumnoId}
                      bloqueo={bloqueo}
                      sinEnviar={pendientes.data?.has(`a${a.alumnoId}`) ?? false}
                    />
                  ))
                )}
              </TableBody>
            </Table>
          </Card>
          {(pruebas.data?.length ?? 0) > 0 && (
            <Card className="p-4">
              <h2 className="font-semibold">Clase de prueba</h2>
              <ul className="mt-2 list-disc pl-5" aria-label="Alumnos en clase de prueba">
                {pruebas.data!.map((p) => (
                  <li key={p.id}>{p.alumno}</li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      )}
    </section>
  );
}
