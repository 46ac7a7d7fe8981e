import { mensajesAsistencia } from '@escuela/shared/asistencias/asistencias.schemas';
import type { SesionFila } from '@escuela/shared/sesiones/sesiones.schemas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { formatoFechaHoraEscuela } from '@/lib/formato-es';
import {
  useAsistenciasProfesores,
  useGuardarAsistenciaProfesor,
  useMarcarSinConexion,
  usePendientesSesion,
} from './asistencias.queries';
import { AvisoNoEmpezada, useSesionNoEmpezada } from './no-empezada';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';

const ID_NO_EMPEZADA = 'asistencia-profesor-no-empezada';

/**
 * The teacher's own attendance at a session (what payroll counts): a switch that records the opposite
 * of what is stored; no record yet reads as not attended. `propia` words it for the teacher themself.
 * `bloqueo` (the id of the reason shown beside it) disables it while the session has not begun.
 */
export function AsistenciaProfesor({
  sesionId,
  profesorId,
  propia,
  bloqueo,
}: {
  sesionId: number;
  profesorId: number;
  propia: boolean;
  bloqueo?: string;
}) {
  const registros = useAsistenciasProfesores(sesionId);
  const guardar = useGuardarAsistenciaProfesor(sesionId);
  const marcarSinConexion = useMarcarSinConexion();
  const pendientes = usePendientesSesion(sesionId);
  const sinEnviar = pendientes.data?.has(`p${profesorId}`) ?? false;
  useToastSiFalla(registros.isError, mensajesAsistencia.errorObtener);
  const registro = registros.data?.find((r) => r.profesorId === profesorId);
  const asistio = registro?.asistio ?? false;
  const quien = propia
    ? 'Mi asistencia'
    : registro
      ? `Asistencia de ${registro.profesor.nombre} ${registro.profesor.apellidos}`
      : 'Asistencia del profesor';
  const id = `asistencia-profesor-${sesionId}`;
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 rounded-md border p-3">
      <div>
        <Label htmlFor={id} className="text-base">
          {quien}
        </Label>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {registros.isPending
            ? 'Cargando...'
            : !registro
              ? 'Sin registrar'
              : asistio
                ? 'Asistió'
                : 'No asistió'}
          {sinEnviar && ' · Sin enviar'}
        </p>
      </div>
      <Switch
        id={id}
        className="scale-125"
        checked={asistio}
        aria-describedby={bloqueo}
        disabled={registros.isPending || guardar.isPending || bloqueo !== undefined}
        onCheckedChange={() =>
          void marcarSinConexion({ sesionId, profesorId, asistio: !asistio }).then(
            (guardada) => guardada || guardar.mutate({ profesorId, asistio: !asistio }),
          )
        }
      />
    </div>
  );
}

/** /sesiones' teacher-attendance dialog for one session. */
export function AsistenciaProfesorDialog({
  sesion,
  onCerrar,
  propia,
}: {
  sesion: SesionFila | null;
  onCerrar: () => void;
  propia: boolean;
}) {
  const noEmpezada = useSesionNoEmpezada(sesion?.fecha);
  return (
    <Dialog open={sesion !== null} onOpenChange={(o) => !o && onCerrar()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Asistencia del profesor</DialogTitle>
          <DialogDescription>
            {sesion ? `${sesion.grupo.nombre} · ${formatoFechaHoraEscuela(sesion.fecha)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {noEmpezada && <AvisoNoEmpezada id={ID_NO_EMPEZADA} texto={noEmpezada} />}
        {sesion && (
          <AsistenciaProfesor
            sesionId={sesion.id}
            profesorId={sesion.profesorId}
            propia={propia}
            bloqueo={noEmpezada ? ID_NO_EMPEZADA : undefined}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
